/**
 * Compression on the way out, with the Fastify team's @fastify/compress: brotli or gzip, as the
 * client's Accept-Encoding prefers, for JSON (answers, problems, the API document), SVG charts,
 * the YAML document and text, at or above `COMPRESS_THRESHOLD_BYTES` (a smaller body gains
 * less than compression costs). The document (/openapi.json, 408 KB) goes out in 56 KB with gzip
 * (docs/api-document.md).
 *
 * Readings, written down:
 * - Progress streams (text/event-stream) are never compressed: a compressor holds bytes back
 *   until it has enough, and each event must reach the client when it is written.
 * - The answer cache holds the JSON text; a stored answer is compressed on its way out like a
 *   computed one (gzip of a 20 KB answer takes a few hundredths of a millisecond: storing each
 *   answer once per encoding would double or triple its memory for little). Its ETag is weak,
 *   so it is the same for every encoding.
 * - Brotli at quality 4 (the plugin's default; 11 costs tens of times more for a few per cent).
 * - Register after every plugin that adds route-level onSend hooks (the answer cache's, the
 *   pictures'): this plugin appends its own to each route as it registers, and it must see the
 *   final text.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

/** What is compressed: JSON of any kind, SVG, YAML, and text other than event streams. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|image\/svg\+xml|application\/(?:[a-z0-9.-]+\+)?json|application\/(?:x-)?yaml)/;

export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // level 9: the API document is the largest answer, asked rarely; answers are small either way
    zlibOptions: { level: 9 },
  });
}
