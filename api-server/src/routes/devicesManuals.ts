import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { manualListQuerySchema, manualListSchema, MANUAL_CATEGORIES, type Manual, type ManualCategory, type ManualList } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { requireDeviceEntry } from './devicesCommon';
import { requestOrigin } from './live';

/**
 * User manuals of a camera (spec 001 section 2, Software tab; section 7): datasheets, quick
 * starts, user manuals, the camera's calibration certificate and licences. The reference server
 * has no document store: each file is a small real PDF made with pdf-lib on request, the same
 * bytes every time. Links are signed (JWT, purpose `manual`) and valid 10 minutes, like the
 * viewer download of ./downloads.ts.
 */

/** Link lifetime, seconds. */
export const MANUAL_LINK_TTL_S = 10 * 60;

/** Languages each category has translations in; others fall back to English. */
const TRANSLATED: Readonly<Record<ManualCategory, readonly string[]>> = {
  datasheets: ['en', 'de'],
  quickstarts: ['en', 'de', 'fr', 'nl', 'fi'],
  usermanuals: ['en', 'de', 'fr', 'nl', 'fi'],
  calibration_certificate: ['en'],
  licenses: ['en'],
};

const TITLES: Readonly<Record<ManualCategory, string>> = {
  datasheets: 'Datasheet',
  quickstarts: 'Quick start guide',
  usermanuals: 'User manual',
  calibration_certificate: 'Calibration certificate',
  licenses: 'Open-source licences',
};

/** What a signed manual link names. */
interface ManualRef {
  category: ManualCategory;
  serial: string;
  productCode: string;
  language: string;
  version: string;
}

const PUBLISHED_AT = '2026-10-28T08:00:00.000Z';

function filenameOf(ref: ManualRef): string {
  const subject = ref.category === 'calibration_certificate' ? ref.serial : ref.productCode;
  return `${subject}_${ref.category}_${ref.language}.pdf`;
}

function titleOf(ref: ManualRef): string {
  const subject = ref.category === 'calibration_certificate' ? `camera ${ref.serial}` : ref.productCode;
  return `${TITLES[ref.category]}, ${subject}`;
}

/** Builds the PDF of a manual: one page naming the document (fixed dates, so the bytes are stable). */
export async function manualPdf(ref: ManualRef): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixed = new Date(PUBLISHED_AT);
  doc.setTitle(titleOf(ref));
  doc.setAuthor('Acoustic camera cloud (reference server)');
  doc.setLanguage(ref.language);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    titleOf(ref),
    `Document version ${ref.version}, language ${ref.language}`,
    ref.category === 'calibration_certificate'
      ? `Serial ${ref.serial} was calibrated against the factory reference array; valid two years.`
      : `Applies to ${ref.productCode} cameras with software ${ref.version} or later.`,
    'This reference server generates this document; the vendor ships the full text.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 24, size: i === 0 ? 18 : 11, font }));
  return doc.save();
}

const fileQuery = z.object({ token: z.string().min(1, 'This field may not be blank.') });

describeRoute({
  method: 'GET',
  path: '/api/downloads/usermanuals/list/',
  summary: 'Manuals of a camera, per category',
  description:
    'Every category is present (possibly empty): datasheets, quickstarts, usermanuals, calibration_certificate (of this serial), ' +
    'licenses. Documents come in `lang` where translated, otherwise in English (`language` says which). Each `url` is a signed ' +
    `link valid ${MANUAL_LINK_TTL_S / 60} minutes that serves a PDF without a bearer token.`,
  tags: ['devices'],
  auth: true,
  query: manualListQuerySchema,
  response: manualListSchema,
  responses: { 404: 'No such camera, or one the user cannot see' },
});
describeRoute({
  method: 'GET',
  path: '/api/downloads/usermanuals/file',
  summary: 'A manual PDF (a plain link: the token is in the query)',
  tags: ['devices'],
  auth: false,
  query: fileQuery,
  responses: { 200: { description: 'The PDF', contentType: 'application/pdf' }, 403: 'Invalid or expired link' },
});

/** GET /api/downloads/usermanuals/list/ and the signed file link it hands out. */
export function registerDeviceManualRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/downloads/usermanuals/list/', { preHandler: ctx.authenticate }, async (request): Promise<ManualList> => {
    const user = requireUser(request);
    const query = parseBody(manualListQuerySchema, request.query);
    const entry = await requireDeviceEntry(ctx.db, user.id, query.device_serial);
    const lang = (query.lang ?? 'en').toLowerCase().slice(0, 2);
    const origin = requestOrigin(request);
    const manuals = Object.fromEntries(MANUAL_CATEGORIES.map((c) => [c, [] as Manual[]])) as ManualList['manuals'];
    for (const category of MANUAL_CATEGORIES) {
      const language = TRANSLATED[category].includes(lang) ? lang : 'en';
      const ref: ManualRef = { category, serial: entry.serial, productCode: entry.product_code, language, version: entry.software_version };
      const token = app.jwt.sign({ purpose: 'manual', ...ref }, { expiresIn: MANUAL_LINK_TTL_S });
      manuals[category].push({
        id: `${category}:${category === 'calibration_certificate' ? entry.serial : entry.product_code}:${language}`,
        category,
        title: titleOf(ref),
        language,
        version: ref.version,
        publishedAt: PUBLISHED_AT,
        filename: filenameOf(ref),
        url: `${origin}/api/downloads/usermanuals/file?token=${encodeURIComponent(token)}`,
      });
    }
    return { device_serial: entry.serial, ProductCode: entry.product_code, lang, manuals };
  });

  app.get('/api/downloads/usermanuals/file', async (request, reply) => {
    const { token } = parseBody(fileQuery, request.query);
    let ref: ManualRef;
    try {
      const claims = app.jwt.verify<ManualRef & { purpose?: string }>(token);
      if (claims.purpose !== 'manual' || !(MANUAL_CATEGORIES as readonly string[]).includes(claims.category)) throw new Error('wrong purpose');
      ref = claims;
    } catch {
      throw new ApiError(403, { detail: 'This download link is invalid or has expired.' });
    }
    const pdf = await manualPdf(ref);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${filenameOf(ref)}"`)
      .send(Buffer.from(pdf));
  });
}
