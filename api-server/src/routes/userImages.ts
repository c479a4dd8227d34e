import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attachmentListSchema,
  attachmentUploadSchema,
  LOGO_CATEGORY,
  userImageQuerySchema,
  userImageRemoveSchema,
  type Attachment,
  type UploadForm,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { insertUserImage, listUserImages, readUserImage, removeUserImage } from '../db/reportsUserImages';
import { getOrCreateSetting } from '../db/settings';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { mediaSigner, originOf, signedUrl } from './snapshotsCommon';
import { safeFilename, UPLOAD_FORM_TTL_S } from './snapshotsUploads';

/**
 * User images, e.g. report logos (spec 001 section 7 "Image attachments", section 5: report logo
 * png or jpeg), on the same mechanism as snapshot image attachments (src/routes/snapshotsUploads.ts):
 * - `GET /api/userimages/getuploadurl/?category=&filename=` (bearer) -> {url, fields, attachmentId}:
 *   a signed form for `POST /api/uploads/` (multipart: key, expires, signature, file);
 * - `GET /api/userimages/list/?category=` (bearer) -> [{attachmentId, category, url}] of the
 *   caller's uploaded images (signed `/media/userimages/{attachmentId}` links);
 * - `POST /api/userimages/remove/` {category, attachmentId} (bearer) -> 204; 404 when not the
 *   caller's image of that category.
 * Category `logo` (the default) takes PNG and JPEG only: the file name must end in .png, .jpg or
 * .jpeg, and an upload whose bytes are neither is left out of the list (and refused as a logo).
 */

const TAGS = ['uploads'];

describeRoute({ method: 'GET', path: '/api/userimages/getuploadurl/', summary: 'A signed upload form for a new user image (report logo)', tags: TAGS, auth: true, query: userImageQuerySchema, response: attachmentUploadSchema });
describeRoute({ method: 'GET', path: '/api/userimages/list/', summary: 'The caller’s uploaded images of a category, with signed links', tags: TAGS, auth: true, query: userImageQuerySchema, response: attachmentListSchema });
describeRoute({ method: 'POST', path: '/api/userimages/remove/', summary: 'Removes a user image', tags: TAGS, auth: true, body: userImageRemoveSchema, status: 204, responses: { 404: 'Not the caller’s image of that category' } });
describeRoute({
  method: 'GET',
  path: '/media/userimages/:attachmentId',
  summary: 'Signed link target of a user image (no bearer)',
  tags: TAGS,
  auth: false,
  params: z.object({ attachmentId: z.string() }),
  query: z.object({ exp: z.string(), sig: z.string() }),
  responses: { 200: { description: 'The image', contentType: 'image/png' }, 403: 'Bad or expired signature', 404: 'Unknown or removed' },
});

const LOGO_TYPES = /^image\/(png|jpeg)$/i;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|bmp|avif)$/i;

/**
 * A signed form for `POST /api/uploads/`, signed exactly as src/routes/snapshotsUploads.ts signs
 * its forms (HMAC-SHA256 of "upload\nkey\nexpires" with the `upload_signing_secret` setting), so
 * the one upload target accepts it. That module keeps its form builder private.
 */
async function uploadForm(ctx: AppContext, request: FastifyRequest, userId: number, filename: string): Promise<UploadForm & { uploadId: number }> {
  const key = `uploads/${userId}/${randomUUID()}/${filename}`;
  const { rows } = await ctx.db.query<{ id: number }>('INSERT INTO uploads (key, user_id, filename) VALUES ($1, $2, $3) RETURNING id', [key, userId, filename]);
  const expires = String(Math.floor(ctx.now() / 1000) + UPLOAD_FORM_TTL_S);
  const secret = await getOrCreateSetting(ctx.db, 'upload_signing_secret', () => randomUUID() + randomUUID());
  const signature = createHmac('sha256', secret).update(`upload\n${key}\n${expires}`).digest('base64url');
  return { uploadId: rows[0]!.id, url: `${originOf(request)}/api/uploads/`, fields: { key, expires, signature } };
}

/** Registers the user image routes. */
export function registerUserImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/userimages/getuploadurl/', auth, async (request) => {
    const user = requireUser(request);
    const { category, filename: raw } = parseBody(userImageQuerySchema, request.query);
    const filename = (raw && safeFilename(raw)) || (category === LOGO_CATEGORY ? 'logo.png' : 'image');
    if (category === LOGO_CATEGORY && !/\.(png|jpe?g)$/i.test(filename)) throw validationError({ filename: ['A report logo must be a PNG or JPEG file.'] });
    const attachmentId = randomUUID();
    const form = await uploadForm(ctx, request, user.id, filename);
    await insertUserImage(ctx.db, { attachmentId, userId: user.id, uploadId: form.uploadId, category });
    return { url: form.url, fields: form.fields, attachmentId };
  });

  app.get('/api/userimages/list/', auth, async (request): Promise<Attachment[]> => {
    const user = requireUser(request);
    const { category } = parseBody(userImageQuerySchema, request.query);
    const rows = (await listUserImages(ctx.db, user.id, category)).filter((r) => (category === LOGO_CATEGORY ? LOGO_TYPES : IMAGE_TYPES).test(r.content_type));
    return Promise.all(rows.map(async (r) => ({ attachmentId: r.attachment_id, category: r.category, url: (await signedUrl(ctx, request, `/media/userimages/${r.attachment_id}`)).url })));
  });

  app.post('/api/userimages/remove/', auth, async (request, reply) => {
    const user = requireUser(request);
    const { category, attachmentId } = parseBody(userImageRemoveSchema, request.body);
    if (!(await removeUserImage(ctx.db, user.id, category, attachmentId))) throw notFound();
    return reply.code(204).send();
  });

  app.get<{ Params: { attachmentId: string } }>('/media/userimages/:attachmentId', async (request, reply) => {
    const { attachmentId } = request.params;
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    if (!(await mediaSigner(ctx.db)).verify(`/media/userimages/${attachmentId}`, exp, sig, ctx.now())) throw new ApiError(403, { detail: 'Invalid or expired link.' });
    const image = await readUserImage(ctx.db, attachmentId, null);
    if (!image || !IMAGE_TYPES.test(image.content_type)) throw notFound();
    return reply
      .header('content-type', image.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(image.data);
  });
}
