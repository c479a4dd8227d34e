import { z } from 'zod';
import { outboxMailSchema, releaseNotesSchema, viewerDownloadSchema } from 'shared-domain/schemas';
import { describeRoute } from './registry';

// Descriptions of the routes whose modules do not describe themselves (health, dev, downloads).
// Every other route describes itself next to its handler.

describeRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness check',
  tags: ['meta'],
  auth: false,
  response: z.object({ ok: z.literal(true) }),
});

describeRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Queued e-mails, newest first (dev mode only)',
  description: 'Registered only with DEV=1 / --dev; activation and password-reset links are read from here locally.',
  tags: ['dev'],
  auth: false,
  response: z.array(outboxMailSchema),
});

describeRoute({
  method: 'GET',
  path: '/api/downloads/nlcameraviewer/',
  summary: 'Desktop viewer download information',
  description: 'With `download=1` the answer adds a short-lived `url` to the archive.',
  tags: ['downloads'],
  auth: false,
  query: z.object({ download: z.enum(['0', '1']).optional() }),
  response: viewerDownloadSchema,
});

describeRoute({
  method: 'GET',
  path: '/api/downloads/nlcameraviewer/file',
  summary: 'Desktop viewer archive',
  tags: ['downloads'],
  auth: false,
  query: z.object({ token: z.string().min(1).describe('Signed token from the `url` of the download information.') }),
  responses: {
    200: { description: 'The ZIP archive', contentType: 'application/zip' },
    403: 'The link is invalid or has expired',
  },
});

describeRoute({
  method: 'GET',
  path: '/api/downloads/usermanuals/releasenotes/',
  summary: 'Viewer release notes keyed by date',
  tags: ['downloads'],
  auth: true,
  query: z.object({ lang: z.string().max(10).optional().describe('Language code; English is the fallback.') }),
  response: releaseNotesSchema,
});
