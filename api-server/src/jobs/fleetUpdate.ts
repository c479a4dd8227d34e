import crypto from 'node:crypto';
import JSZip from 'jszip';
import type { FleetAlertCode, FleetUpdateBody, JobRecord, LiveMessageOf } from 'shared-domain/schemas';
import type { AppContext } from '../context';
import { findDeviceBySerial } from '../db/snapshotsDevices';
import { availableUpdates, setDeviceSoftware, setUpdateRequestStatus, softwareCatalogue } from '../db/devicesUpdates';
import { runJob } from './index';
import { JobError, type JobReport } from './runner';

/**
 * A camera software (fleet) update, spec 001 section 4: the statuses VALIDATING, SUBMITTED,
 * STARTING, RUNNING, then SUCCEEDED (the camera now runs the target version) or FAILED with an
 * alert code, published as `fleet-update` live messages `{serial, ExecutionId, alertCode?}`.
 *
 * The reference server has no cameras to talk to: each phase waits {@link fleetUpdateStepMs}
 * (env `FLEET_UPDATE_STEP_MS`, default 1500 ms; tests set a few ms) and the install is a row
 * update. S3 mode delivers over the air (needs Wi-Fi); USB mode also leaves a package (a ZIP with
 * a manifest) at the final message's `downloadUrl`, to copy onto the camera.
 */

/** Default wait of each phase, ms. */
export const DEFAULT_FLEET_UPDATE_STEP_MS = 1500;

/** The wait of each phase: `FLEET_UPDATE_STEP_MS` (0-60000 ms) or the default. */
export function fleetUpdateStepMs(): number {
  const value = Number(process.env.FLEET_UPDATE_STEP_MS);
  return process.env.FLEET_UPDATE_STEP_MS && Number.isFinite(value) && value >= 0 && value <= 60_000 ? value : DEFAULT_FLEET_UPDATE_STEP_MS;
}

const ALERT_TEXT: Readonly<Record<FleetAlertCode, string>> = {
  targetNotAvailable: 'The target version is not an installable update for this camera.',
  updateNotAllowed: 'This camera is not allowed to update.',
  wifiUnavailable: 'Over-the-air (S3) delivery needs a camera with Wi-Fi; use USB.',
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new JobError('shuttingDown'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new JobError('shuttingDown'))), { once: true });
  });
}

/** What the route hands over. */
export interface FleetUpdateRequest {
  userId: number;
  serial: string;
  executionId: string;
  body: FleetUpdateBody;
  iotId?: string;
  origin?: string;
}

/** Why the update cannot run, or null when it can (checked against the camera as it is now). */
async function alertFor(ctx: Pick<AppContext, 'db'>, serial: string, body: FleetUpdateBody): Promise<FleetAlertCode | null> {
  const device = await findDeviceBySerial(ctx.db, serial);
  if (!device) return 'targetNotAvailable';
  if (!device.allowed_to_update) return 'updateNotAllowed';
  const updates = availableUpdates((await softwareCatalogue(ctx.db, [device.product_code])).get(device.product_code), device.software_version);
  const target = updates.find((u) => u.SoftwareVersionId === body.targetSoftwareVersion && u.ConfigurationId === body.configurationId);
  if (!target?.Active) return 'targetNotAvailable';
  if (body.updateMode === 'S3' && !device.wifi) return 'wifiUnavailable';
  return null;
}

/** The USB package: a manifest the camera checks before installing. */
async function usbPackage(serial: string, body: FleetUpdateBody, executionId: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    'manifest.json',
    JSON.stringify({ serial, softwareVersion: body.targetSoftwareVersion, configurationId: body.configurationId, executionId }, null, 2),
  );
  zip.file('README.txt', 'Copy this folder to the camera over USB and confirm the update on its screen.\n');
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** Starts the `fleet-update` job; its first message (VALIDATING) is out when this resolves. */
export function startFleetUpdate(ctx: Pick<AppContext, 'db' | 'jobs'>, req: FleetUpdateRequest): Promise<JobRecord> {
  const { serial, executionId, body } = req;
  // The runner repeats `fields` in every message, reading them at each send: setting alertCode
  // before failing puts it on the FAILED message the runner publishes.
  const fields: Partial<Omit<LiveMessageOf<'fleet-update'>, 'kind' | 'status' | 'taskId'>> = { serial, ExecutionId: executionId };
  const stepMs = fleetUpdateStepMs();
  return runJob(
    ctx,
    {
      userId: req.userId,
      kind: 'fleet-update',
      description: `Software update of ${serial} to ${body.targetSoftwareVersion} (${body.updateMode})`,
      params: { serial, executionId, ...body },
      fields,
      iotId: req.iotId,
      origin: req.origin,
      initialStatus: 'VALIDATING',
    },
    async (report: JobReport<'fleet-update'>, job) => {
      const step = async (status: 'SUBMITTED' | 'STARTING' | 'RUNNING', progress: number) => {
        await setUpdateRequestStatus(ctx.db, executionId, { status, jobId: job.id });
        await report({ status, progress });
      };
      try {
        await wait(stepMs, job.signal);
        const alert = await alertFor(ctx, serial, body);
        if (alert) {
          fields.alertCode = alert;
          throw JobError.text(ALERT_TEXT[alert]);
        }
        await step('SUBMITTED', 0.2);
        await wait(stepMs, job.signal);
        await step('STARTING', 0.4);
        await wait(stepMs, job.signal);
        await step('RUNNING', 0.6);
        await wait(stepMs, job.signal);
        await step('RUNNING', 0.8);
        const device = await findDeviceBySerial(ctx.db, serial);
        if (!device) throw new JobError('cameraGone');
        await setDeviceSoftware(ctx.db, device.id, body.targetSoftwareVersion, body.configurationId);
        await setUpdateRequestStatus(ctx.db, executionId, { status: 'SUCCEEDED', jobId: job.id, finishedAt: new Date() });
        const result = { serial, ExecutionId: executionId, softwareVersion: body.targetSoftwareVersion, configurationId: body.configurationId };
        if (body.updateMode !== 'USB') return { result };
        return {
          result,
          file: { filename: `${serial}_${body.targetSoftwareVersion}.zip`, contentType: 'application/zip', data: await usbPackage(serial, body, executionId) },
        };
      } catch (err) {
        await setUpdateRequestStatus(ctx.db, executionId, {
          status: 'FAILED',
          jobId: job.id,
          alertCode: fields.alertCode ?? null,
          finishedAt: new Date(),
        }).catch(() => undefined);
        throw err;
      }
    },
  );
}

/** A new execution id (the spec's ExecutionId of a fleet update). */
export function newExecutionId(): string {
  return crypto.randomUUID();
}
