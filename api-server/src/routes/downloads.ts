import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { z } from 'zod';
import type { AppContext } from '../context';
import { DESKTOP_VIEWER_VERSION } from 'shared-domain/analysis';
import { parseBody } from '../http/parseBody';
import { registerSnapshotDownloadRoute } from './downloadsSnapshots';

/**
 * Release notes of the viewer, keyed by date (spec 001 section 7). The reference server ships
 * them in English; `lang` is accepted and falls back to English.
 */
export const RELEASE_NOTES: Readonly<Record<string, string>> = Object.freeze({
  '2026-11-15': 'Snapshot list: filters for PD type, severity, gas, fixed and mechanical fault, with removable chips and shareable links.',
  '2026-10-20': 'Viewer in 24 languages; settings for units, currency and energy cost.',
  '2026-09-30': 'Organizations: groups, invitations and Data Connect keys.',
});

/** The desktop viewer offered on /download (spec 000 section 9: version 1.2.4). */
export const VIEWER = Object.freeze({
  name: `Acoustic Camera Viewer ${DESKTOP_VIEWER_VERSION}`,
  description: 'Desktop viewer for offline snapshot files (.nlz), direct transfer from a camera and local reports.',
  filename: `acoustic-camera-viewer-${DESKTOP_VIEWER_VERSION}.zip`,
});

const DOWNLOAD_TTL_S = 10 * 60;

/** A small, real archive standing in for the installer (the reference server has none). */
async function placeholderArchive(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('README.txt', text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Viewer download (public), release notes (signed in) and the bulk download of snapshots. */
export function registerDownloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSnapshotDownloadRoute(app, ctx);
  app.get('/api/downloads/nlcameraviewer/', async (request) => {
    const query = parseBody(z.object({ download: z.enum(['0', '1']).optional() }), request.query);
    const answer = { ...VIEWER, releasenotes: RELEASE_NOTES };
    if (query.download !== '1') return answer;
    const token = app.jwt.sign({ purpose: 'viewer-download' }, { expiresIn: DOWNLOAD_TTL_S });
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost:8000'}`;
    return { ...answer, url: `${origin}/api/downloads/nlcameraviewer/file?token=${encodeURIComponent(token)}` };
  });

  app.get('/api/downloads/nlcameraviewer/file', async (request, reply) => {
    const { token } = parseBody(z.object({ token: z.string().min(1) }), request.query);
    try {
      const claims = app.jwt.verify<{ purpose?: string }>(token);
      if (claims.purpose !== 'viewer-download') throw new Error('wrong purpose');
    } catch {
      return reply.code(403).send({ detail: 'This download link is invalid or has expired.' });
    }
    const zip = await placeholderArchive(`${VIEWER.name}\n\n${VIEWER.description}\n\nThis reference server ships a placeholder archive instead of the installer.\n`);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${VIEWER.filename}"`)
      .send(zip);
  });

  app.get('/api/downloads/usermanuals/releasenotes/', { preHandler: ctx.authenticate }, async (request) => {
    parseBody(z.object({ lang: z.string().max(10).optional() }), request.query);
    return RELEASE_NOTES;
  });
}
