import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attachmentListSchema,
  attachmentRemoveSchema,
  attachmentUploadSchema,
  nlzImportAnswerSchema,
  uploadFormSchema,
  uploadUrlRequestSchema,
  type Attachment,
  type UploadForm,
} from 'shared-domain/schemas';
import { OFFLINE_UPLOAD } from 'shared-domain/analysis';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { getOrCreateSetting } from '../db/settings';
import { requestEdition } from '../http/edition';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { startNlzImport } from '../jobs/nlzImport';
import { describeRoute } from '../openapi/registry';
import { loadVisibleSnapshot, mediaSigner, originOf, signedUrl } from './snapshotsCommon';

/**
 * Uploads in the style of an S3 presigned POST (spec 001 section 7 "Upload"):
 * 1. `POST /api/get-upload-url/` {filename} (bearer) -> {url, fields}: `url` is
 *    `<origin>/api/uploads/`, `fields` are `key`, `expires` (unix s, 1 h ahead) and `signature`
 *    (HMAC-SHA256 of "upload\nkey\nexpires" with a server secret);
 * 2. `POST /api/uploads/` multipart/form-data with those fields and a `file` part, no bearer
 *    (the signature authorises, as with S3) -> 204. At most 64 MiB per file; the same key may be
 *    posted again until it expires (the last file wins). A form signed for a name ending in `.nlz`
 *    imports the offline snapshot file instead (src/jobs/nlzImport.ts): 202 {taskId, kind, serial,
 *    fileName} of a `camera-upload` task, or 400 with field messages; at most 400 MiB.
 * Snapshot image attachments (spec 001 section 7 "Image attachments") use the same form:
 * `GET .../imageattachments/getuploadurl/?category=` -> {url, fields, attachmentId}; `.../list/`
 * -> [{attachmentId, category, url}] of uploaded images (signed links); `POST .../remove/`
 * {attachmentId} -> 204.
 */

/** Largest accepted upload other than an .nlz file (those may be OFFLINE_UPLOAD.maxBytes, 400 MiB). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
/** Room for the form fields and part headers around the file, bytes. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Whether an upload's file name is an offline snapshot file (imported on arrival). */
export const isNlzName = (filename: string) => /\.nlz$/i.test(filename);
/** How long a signed upload form is valid, s. */
export const UPLOAD_FORM_TTL_S = 60 * 60;

const idParams = z.object({ id: z.string().describe('Snapshot id') });

describeRoute({ method: 'POST', path: '/api/get-upload-url/', summary: 'A signed multipart form for one file upload', tags: ['uploads'], auth: true, body: uploadUrlRequestSchema, response: uploadFormSchema });
describeRoute({
  method: 'POST',
  path: '/api/uploads/',
  summary: 'Multipart upload target of a signed form (fields key, expires, signature, then file); no bearer. An .nlz file is imported',
  description:
    'A form signed for a file name ending in `.nlz` imports an offline snapshot file (spec 001 section 7 "Upload"): the archive is read and ' +
    'checked at once (400 with field messages: `file`, `meta.json`, paths inside meta.json such as `snapshot.device_serial`, ' +
    '`files.signal`, `files.heatmap`, `files.picture`; the camera must be one of the signed user\'s own; utilisation in meta is checked ' +
    'against the edition of the `X-Edition` header, else the server\'s), then a `camera-upload` task creates the snapshot (202 ' +
    '`{taskId, kind, serial, fileName}`). Progress arrives on `users/<userId>/tasks/camera-upload`, then `new-snapshot`, then a ' +
    '`video-analysis` task of the new snapshot. Any other file is stored (204).',
  tags: ['uploads'],
  auth: false,
  status: 204,
  responses: {
    202: { description: 'An .nlz file: its import started', schema: nlzImportAnswerSchema },
    400: 'Malformed form, missing file, or an .nlz file that cannot be imported (field messages)',
    403: 'Bad or expired signature',
    413: 'File larger than 64 MiB (an .nlz file: 400 MiB)',
  },
});
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/imageattachments/getuploadurl/',
  summary: 'A signed upload form for a new image attachment of the snapshot',
  tags: ['uploads'],
  auth: true,
  params: idParams,
  query: z.object({ category: z.string().optional(), filename: z.string().optional() }),
  response: attachmentUploadSchema,
});
describeRoute({ method: 'GET', path: '/api/snapshots/:id/imageattachments/list/', summary: 'Uploaded image attachments with signed links', tags: ['uploads'], auth: true, params: idParams, response: attachmentListSchema });
describeRoute({ method: 'POST', path: '/api/snapshots/:id/imageattachments/remove/', summary: 'Removes an image attachment', tags: ['uploads'], auth: true, params: idParams, body: attachmentRemoveSchema, status: 204 });
describeRoute({
  method: 'GET',
  path: '/media/attachments/:attachmentId',
  summary: 'Signed link target of an image attachment (no bearer)',
  tags: ['uploads'],
  auth: false,
  params: z.object({ attachmentId: z.string() }),
  query: z.object({ exp: z.string(), sig: z.string() }),
  responses: { 200: { description: 'The image', contentType: 'application/octet-stream' }, 403: 'Bad or expired signature', 404: 'Unknown or removed' },
});

const uploadSecrets = new WeakMap<Queryable, Promise<string>>();
function uploadSecret(db: Queryable): Promise<string> {
  let secret = uploadSecrets.get(db);
  if (!secret) {
    secret = getOrCreateSetting(db, 'upload_signing_secret', () => randomUUID() + randomUUID());
    uploadSecrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: string, key: string, expires: string) => createHmac('sha256', secret).update(`upload\n${key}\n${expires}`).digest('base64url');

/** A file name safe to keep: base name only, no control characters, at most 200 characters. */
export function safeFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return path.basename(raw.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

async function createUploadForm(ctx: AppContext, request: FastifyRequest, userId: number, filename: string): Promise<UploadForm & { uploadId: number }> {
  const key = `uploads/${userId}/${randomUUID()}/${filename}`;
  const { rows } = await ctx.db.query<{ id: number }>('INSERT INTO uploads (key, user_id, filename) VALUES ($1, $2, $3) RETURNING id', [key, userId, filename]);
  const expires = String(Math.floor(ctx.now() / 1000) + UPLOAD_FORM_TTL_S);
  return { uploadId: rows[0]!.id, url: `${originOf(request)}/api/uploads/`, fields: { key, expires, signature: sign(await uploadSecret(ctx.db), key, expires) } };
}

/** One part of a multipart body. */
interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Splits a multipart/form-data body (RFC 7578) into parts; throws a 400 when it is malformed. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new ApiError(400, { detail: 'Multipart form parse error - missing boundary.' });
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw new ApiError(400, { detail: 'Multipart form parse error - no parts.' });
  for (;;) {
    start += delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw new ApiError(400, { detail: 'Multipart form parse error - unterminated part.' });
    const part = body.subarray(start + 2, next - 2); // skip CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new ApiError(400, { detail: 'Multipart form parse error - part without headers.' });
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) throw new ApiError(400, { detail: 'Multipart form parse error - part without a name.' });
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
    parts.push({ name, ...(filename !== undefined ? { filename } : {}), ...(type ? { contentType: type } : {}), data: part.subarray(headerEnd + 4) });
    start = next;
  }
  return parts;
}

/** Registers the upload and image-attachment routes. */
export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.post('/api/get-upload-url/', auth, async (request) => {
    const user = requireUser(request);
    const { filename } = parseBody(uploadUrlRequestSchema, request.body);
    const safe = safeFilename(filename);
    if (!safe) throw validationError({ filename: ['This field may not be blank.'] });
    const { url, fields } = await createUploadForm(ctx, request, user.id, safe);
    return { url, fields };
  });

  // The multipart parser is only registered in this child context, so other routes keep theirs.
  app.register(async (child) => {
    // Large enough for an .nlz file (400 MiB, spec 000 section 5) plus the form; other files are held to MAX_UPLOAD_BYTES below.
    child.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: OFFLINE_UPLOAD.maxBytes + FORM_OVERHEAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    child.post('/api/uploads/', async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new ApiError(400, { detail: 'Expected a multipart/form-data body.' });
      const parts = parseMultipart(request.body, String(request.headers['content-type']));
      const field = (name: string) => parts.find((p) => p.name === name && p.filename === undefined)?.data.toString('utf8');
      const key = field('key');
      const expires = field('expires');
      const signature = field('signature');
      const file = parts.find((p) => p.name === 'file');
      const missing = Object.entries({ key, expires, signature, file }).filter(([, v]) => v === undefined);
      if (missing.length) throw validationError(Object.fromEntries(missing.map(([k]) => [k, ['This field is required.']])));
      const expected = Buffer.from(sign(await uploadSecret(ctx.db), key!, expires!));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || !/^\d+$/.test(expires!) || Number(expires) * 1000 < ctx.now()) {
        throw new ApiError(403, { detail: 'Invalid or expired upload signature.' });
      }
      const contentType = file!.contentType ?? field('Content-Type') ?? 'application/octet-stream';
      const { rows: target } = await ctx.db.query<{ user_id: number; filename: string }>('SELECT user_id, filename FROM uploads WHERE key = $1', [key]);
      if (!target[0]) throw new ApiError(403, { detail: 'Invalid or expired upload signature.' });
      if (isNlzName(target[0].filename)) {
        // An offline snapshot file: imported, not kept as an upload (its media become the snapshot's).
        const answer = await startNlzImport(ctx, {
          userId: target[0].user_id,
          filename: target[0].filename,
          data: file!.data,
          edition: requestEdition(request, ctx.edition),
          origin: originOf(request),
        });
        await ctx.db.query('UPDATE uploads SET byte_length = $2, content_type = $3, uploaded_at = now() WHERE key = $1', [key, file!.data.length, contentType]);
        return reply.code(202).send(answer);
      }
      if (file!.data.length > MAX_UPLOAD_BYTES) throw new ApiError(413, { detail: `The file is larger than ${MAX_UPLOAD_BYTES} bytes.` });
      const { rows } = await ctx.db.query<{ id: number }>(
        `UPDATE uploads SET data = decode($2, 'base64'), byte_length = $3, content_type = $4, uploaded_at = now() WHERE key = $1 RETURNING id`,
        [key, file!.data.toString('base64'), file!.data.length, contentType],
      );
      if (!rows[0]) throw new ApiError(403, { detail: 'Invalid or expired upload signature.' });
      return reply.code(204).send();
    });
  });

  app.get('/api/snapshots/:id/imageattachments/getuploadurl/', auth, async (request) => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    const q = request.query as { category?: unknown; filename?: unknown };
    const category = typeof q.category === 'string' && q.category.trim() ? q.category.trim().slice(0, 50) : 'image';
    const filename = (typeof q.filename === 'string' && safeFilename(q.filename)) || 'attachment';
    const attachmentId = randomUUID();
    const form = await createUploadForm(ctx, request, user.id, filename);
    await ctx.db.query('INSERT INTO snapshot_attachments (attachment_id, snapshot_id, upload_id, category) VALUES ($1, $2, $3, $4)', [
      attachmentId,
      row.id,
      form.uploadId,
      category,
    ]);
    return { url: form.url, fields: form.fields, attachmentId };
  });

  app.get('/api/snapshots/:id/imageattachments/list/', auth, async (request): Promise<Attachment[]> => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const { rows } = await ctx.db.query<{ attachment_id: string; category: string }>(
      `SELECT a.attachment_id, a.category FROM snapshot_attachments a JOIN uploads u ON u.id = a.upload_id
       WHERE a.snapshot_id = $1 AND a.active AND u.data IS NOT NULL ORDER BY a.id`,
      [row.id],
    );
    return Promise.all(
      rows.map(async (a) => ({ attachmentId: a.attachment_id, category: a.category, url: (await signedUrl(ctx, request, `/media/attachments/${a.attachment_id}`)).url })),
    );
  });

  app.post('/api/snapshots/:id/imageattachments/remove/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const { attachmentId } = parseBody(attachmentRemoveSchema, request.body);
    const { rows } = await ctx.db.query('UPDATE snapshot_attachments SET active = false WHERE attachment_id = $1 AND snapshot_id = $2 AND active RETURNING id', [
      attachmentId,
      row.id,
    ]);
    if (!rows[0]) throw notFound();
    return reply.code(204).send();
  });

  app.get('/media/attachments/:attachmentId', async (request, reply) => {
    const { attachmentId } = request.params as { attachmentId: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    if (!(await mediaSigner(ctx.db)).verify(`/media/attachments/${attachmentId}`, exp, sig, ctx.now())) {
      throw new ApiError(403, { detail: 'Invalid or expired link.' });
    }
    const { rows } = await ctx.db.query<{ content_type: string; b64: string }>(
      `SELECT u.content_type, encode(u.data, 'base64') AS b64 FROM snapshot_attachments a
       JOIN uploads u ON u.id = a.upload_id JOIN snapshots s ON s.id = a.snapshot_id
       WHERE a.attachment_id = $1 AND a.active AND s.active AND u.data IS NOT NULL`,
      [attachmentId],
    );
    if (!rows[0]) throw notFound();
    // Only images are served inline; anything else downloads, so an upload cannot run as a page here.
    const image = /^image\/(png|jpeg|gif|webp|bmp|avif)$/i.test(rows[0].content_type);
    return reply
      .header('content-type', image ? rows[0].content_type : 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', image ? 'inline' : 'attachment')
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(rows[0].b64, 'base64'));
  });
}
