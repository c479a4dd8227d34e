import JSZip from 'jszip';
import { LABEL_MAX, OFFLINE_UPLOAD } from 'shared-domain/analysis';
import { DEVICE_ANALYSIS_TYPES, snapshotMetaSchema } from 'shared-domain/schemas';
import { z } from 'zod';
import { decodeHeatmap, decodeSignal, HEATMAP_SIZE, type DecodedHeatmap } from '../engine';
import { validationError, type FieldErrors } from '../http/errors';
import { issuesToFieldErrors } from '../http/parseBody';
import { videoDurationS } from '../routes/snapshotsCommon';
import { NLZ_FORMAT_VERSION } from './snapshotArchive';

/**
 * Reads and checks an .nlz offline snapshot file (the layout {@link buildNlz} writes: a ZIP of
 * `meta.json`, `signal.bin`, `heatmap.bin`, `picture.png`). Every defect answers 400 with field
 * messages, never a server error: `file` for the container (not a ZIP, an entry missing or too
 * large), `meta.json` when it is not JSON, the JSON path inside meta.json otherwise
 * (`snapshot.created_date`, `files.signal.rateHz`, ...), and `files.signal`, `files.heatmap`,
 * `files.picture` when a binary entry does not match its description.
 */

/** Largest meta.json accepted, bytes. */
export const NLZ_META_MAX_BYTES = 1024 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const isoDate = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date/time.');
const entryName = z.string().min(1).max(200);

/** `snapshot` of meta.json: what the import keeps (the archive's snapshot id is not reused). */
const nlzSnapshotSchema = z.object({
  file_name: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.').optional(),
  label: z.string().max(LABEL_MAX, `Ensure this field has no more than ${LABEL_MAX} characters.`).default(''),
  comments: z.string().max(10000, 'Ensure this field has no more than 10000 characters.').default(''),
  tags: z.array(z.string().max(100)).max(100).default([]),
  starred: z.boolean().default(false),
  fixed: z.boolean().default(false),
  fixed_date: isoDate.nullable().default(null),
  device_serial: z.string().trim().min(3, 'Ensure this field has at least 3 characters.').max(10, 'Ensure this field has no more than 10 characters.'),
  created_date: isoDate,
  device_analysis_type: z.enum(DEVICE_ANALYSIS_TYPES),
  analysis_time: z.number().min(0).default(0),
  dynamicrange_lin: z.number().nullable().default(null),
  source_distance: z.number().min(0.3, 'Ensure this value is greater than or equal to 0.3.').max(500, 'Ensure this value is less than or equal to 500.'),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  meta: z.record(z.string(), z.unknown()).default({}),
});

const nlzMetaSchema = z.object({
  format: z.literal('nlz', 'Not an .nlz description: format must be "nlz".'),
  version: z.literal(NLZ_FORMAT_VERSION, `Unsupported .nlz version; this server reads version ${NLZ_FORMAT_VERSION}.`),
  snapshot: nlzSnapshotSchema,
  files: z
    .object({
      signal: z.object({ name: entryName, encoding: z.literal('float32le'), rateHz: z.number().int().min(1000).max(1_000_000) }).optional(),
      heatmap: z.object({ name: entryName, encoding: z.literal('heatmap-float32le') }).optional(),
      picture: z.object({ name: entryName, contentType: z.enum(['image/png', 'image/jpeg']) }).optional(),
    })
    .default({}),
});

/** The snapshot fields of an .nlz file, checked. */
export type NlzSnapshot = z.output<typeof nlzSnapshotSchema>;

/**
 * The meta the viewer reads (shared-domain's contract), less what the import sets itself: place and
 * distance from the snapshot's fields and, from a recording, the analyses' results. A file
 * without it would store a snapshot that breaks every list holding it.
 */
const IMPORTED_META = snapshotMetaSchema.omit({ latitude: true, longitude: true, distance: true });
const IMPORTED_META_WITH_SIGNAL = IMPORTED_META.omit({
  leak_detected: true,
  mech_analysis_kurtosis: true,
  mech_analysis_crest_factor: true,
  mech_analysis_potential_issue_detected: true,
});

/** A checked .nlz file. */
export interface ParsedNlz {
  snapshot: NlzSnapshot;
  signal?: { bytes: Buffer; samples: Float32Array; rateHz: number };
  heatmap?: { bytes: Buffer; decoded: DecodedHeatmap };
  picture?: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' };
}

const fail = (fields: FieldErrors) => validationError(fields);

/** Uncompressed size JSZip read from the central directory (not part of its typed API). */
function declaredSize(entry: JSZip.JSZipObject): number | undefined {
  return (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize;
}

/** Reads one entry, refusing it (before inflating) when its declared size is above `maxBytes`. */
async function readEntry(zip: JSZip, name: string, field: string, maxBytes: number): Promise<Buffer> {
  const entry = zip.file(name);
  if (!entry || entry.dir) throw fail({ [field]: [`${name} is missing from the archive.`] });
  const size = declaredSize(entry);
  if (size !== undefined && size > maxBytes) throw fail({ [field]: [`${name} is larger than ${maxBytes} bytes.`] });
  try {
    const bytes = await entry.async('nodebuffer');
    if (bytes.length > maxBytes) throw new Error('too large');
    return bytes;
  } catch {
    throw fail({ [field]: [`${name} cannot be read from the archive.`] });
  }
}

const allFinite = (values: Float32Array) => values.every(Number.isFinite);

/**
 * Reads an .nlz file.
 * @throws ApiError 400 with field messages (see the module doc)
 */
export async function readNlz(data: Buffer): Promise<ParsedNlz> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: true });
  } catch {
    throw fail({ file: ['Not a valid .nlz file: it is not a readable ZIP archive.'] });
  }
  const rawMeta = await readEntry(zip, 'meta.json', 'file', NLZ_META_MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(rawMeta.toString('utf8'));
  } catch (err) {
    throw fail({ 'meta.json': [`Not valid JSON: ${(err as Error).message}`] });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw fail({ 'meta.json': ['Expected a JSON object.'] });
  const checked = nlzMetaSchema.safeParse(json);
  if (!checked.success) throw fail(issuesToFieldErrors(checked.error.issues, json));
  const { snapshot, files } = checked.data;
  const meta = (files.signal ? IMPORTED_META_WITH_SIGNAL : IMPORTED_META).safeParse(snapshot.meta);
  if (!meta.success) throw fail(issuesToFieldErrors(meta.error.issues.map((issue) => ({ ...issue, path: ['snapshot', 'meta', ...issue.path] })), json));

  const errors: FieldErrors = {};
  const created = Date.parse(snapshot.created_date);
  if (snapshot.fixed && snapshot.fixed_date !== null && Date.parse(snapshot.fixed_date) < Math.floor(created / 1000) * 1000) {
    errors['snapshot.fixed_date'] = ['The fixed date must not be before the creation date.'];
  }
  const duration = videoDurationS(snapshot.meta);
  if (snapshot.analysis_time > duration) errors['snapshot.analysis_time'] = [`Ensure this value is less than or equal to ${duration}.`];
  if ((snapshot.latitude === null) !== (snapshot.longitude === null)) errors['snapshot.longitude'] = ['Give both latitude and longitude, or neither.'];
  if (Object.keys(errors).length) throw fail(errors);

  const out: ParsedNlz = { snapshot };
  if (files.signal) {
    const bytes = await readEntry(zip, files.signal.name, 'files.signal', OFFLINE_UPLOAD.maxBytes);
    if (bytes.length === 0 || bytes.length % 4 !== 0) throw fail({ 'files.signal': [`${files.signal.name} must hold float32 samples (a non-zero multiple of 4 bytes).`] });
    const samples = decodeSignal(bytes);
    if (!allFinite(samples)) throw fail({ 'files.signal': [`${files.signal.name} holds samples that are not finite numbers.`] });
    out.signal = { bytes, samples, rateHz: files.signal.rateHz };
  }
  if (files.heatmap) {
    const bytes = await readEntry(zip, files.heatmap.name, 'files.heatmap', OFFLINE_UPLOAD.maxBytes);
    let decoded: DecodedHeatmap;
    try {
      decoded = decodeHeatmap(bytes);
    } catch (err) {
      throw fail({ 'files.heatmap': [`${files.heatmap.name}: ${(err as Error).message}.`] });
    }
    if (decoded.frames.length === 0) throw fail({ 'files.heatmap': [`${files.heatmap.name} holds no frame.`] });
    // The viewer draws the spec's 110 x 110 source grid (spec 000 section 9).
    if (decoded.width !== HEATMAP_SIZE || decoded.height !== HEATMAP_SIZE) {
      throw fail({ 'files.heatmap': [`${files.heatmap.name} must hold ${HEATMAP_SIZE} x ${HEATMAP_SIZE} frames, not ${decoded.width} x ${decoded.height}.`] });
    }
    if (!decoded.frames.every(allFinite)) throw fail({ 'files.heatmap': [`${files.heatmap.name} holds levels that are not finite numbers.`] });
    out.heatmap = { bytes, decoded };
  }
  if (files.picture) {
    const bytes = await readEntry(zip, files.picture.name, 'files.picture', OFFLINE_UPLOAD.maxBytes);
    const magic = files.picture.contentType === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
    if (!bytes.subarray(0, magic.length).equals(magic)) throw fail({ 'files.picture': [`${files.picture.name} is not a ${files.picture.contentType === 'image/png' ? 'PNG' : 'JPEG'} image.`] });
    out.picture = { bytes, contentType: files.picture.contentType };
  }
  return out;
}
