import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers are compressed: brotli (quality 4, the plugin's default) or gzip, as the client
 * accepts, for compressible types over 1 KB. JSON is most of what the viewer waits for: a
 * phone's list page of 20,000 rows is 21 MB as JSON and a fraction of that compressed, and the
 * list of the ordinary seed 102 KB plain and 12 KB compressed. Photos, videos, PDFs and archives are
 * not compressible types and go as they are.
 *
 * BREACH does not apply: requests are authorised by a bearer token the viewer adds itself, never
 * by something a browser sends on its own (no cookies), so another site cannot have a victim's
 * browser ask for an authorised answer with its own text reflected in it.
 *
 * Request bodies are never decompressed (`decompress: false` on every route): the viewer sends
 * JSON and uploads as they are, and a compressed body is refused as its content type's parser
 * refuses any other malformed body, so there is no inflation to bound.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads the route's `decompress` option.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
}
