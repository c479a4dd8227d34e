import type { Device, SoftwareUpdate, TaskRecord, UpdateMode } from 'shared-core';
import { cameraName, collapseCameras } from './cameraList';
import { isUpdateLocked, type UpdateRequests } from './updateLock';

/** One camera of an "Update all": the version it goes to and how. */
export interface UpdateAllTarget {
  serial: string;
  name: string;
  version: string;
  configurationId: string;
  mode: UpdateMode;
}

/** How an update is delivered by default: over the air where the camera has Wi-Fi, else as a USB package (as the Software tab starts). */
export const defaultUpdateMode = (device: Pick<Device, 'Wifi'>): UpdateMode => (device.Wifi ? 'S3' : 'USB');

/** Whether the user may start updates of this camera at all: an active pairing and a camera allowed to update (the Software tab's rule). */
export const mayUpdateCamera = (device: Device): boolean => device.ownership.isActive && device.AllowedToUpdate;

/** The newest installable version: the server lists the newer versions newest first, withdrawn ones included. */
export const newestInstallable = (device: Device): SoftwareUpdate | undefined => device.AvailableSoftwareUpdates.find((update) => update.Active);

/**
 * The cameras "Update all" would start now, in the list's order: each one the user may update,
 * with an installable newer version, whose update buttons are not locked (120 s after a request)
 * and which has no update on the way (`busy`). The caller only offers it for two or more.
 */
export function updateAllTargets(
  devices: readonly Device[],
  requests: UpdateRequests,
  busy: (serial: string) => boolean,
  nowMs: number,
): UpdateAllTarget[] {
  return collapseCameras(devices).flatMap((device) => {
    const update = newestInstallable(device);
    if (!update || !mayUpdateCamera(device) || isUpdateLocked(requests, device.serial, nowMs) || busy(device.serial)) return [];
    return [
      {
        serial: device.serial,
        name: cameraName(device),
        version: update.SoftwareVersionId,
        configurationId: update.ConfigurationId,
        mode: defaultUpdateMode(device),
      },
    ];
  });
}

/** Why a camera of the run did not start: the repeat guard held it back, or the server refused (the error). */
export type UpdateAllRefusal = { guard: true } | { guard: false; error: unknown };

/** Where a camera of the run stands on the viewer's side; once `started`, its live task says the rest. */
export type UpdateAllStep = 'waiting' | 'starting' | 'started' | 'refused';

export interface UpdateAllItem extends UpdateAllTarget {
  step: UpdateAllStep;
  taskId: string | null;
  refusal: UpdateAllRefusal | null;
}

/** The progress list of the latest "Update all" of a user (its rows are kept when another run adds cameras). */
export interface UpdateAllRun {
  userId: number | undefined;
  items: UpdateAllItem[];
}

/** What a row of the progress list shows. */
export type UpdateAllRow =
  | { state: 'waiting' | 'starting' }
  | { state: 'updating'; task: TaskRecord | null }
  | { state: 'done'; task: TaskRecord }
  | { state: 'failed'; refusal: UpdateAllRefusal | null; task: TaskRecord | null };

/** A row's state from the item and its live task (the same `fleet-update` records the Software tab follows). */
export function updateAllRow(item: UpdateAllItem, task: TaskRecord | null): UpdateAllRow {
  if (item.step === 'waiting' || item.step === 'starting') return { state: item.step };
  if (item.step === 'refused') return { state: 'failed', refusal: item.refusal, task: null };
  if (task?.phase === 'done') return { state: 'done', task };
  if (task?.phase === 'failed') return { state: 'failed', refusal: null, task };
  return { state: 'updating', task };
}
