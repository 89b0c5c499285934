import type { BodyErrorFactory } from './errors.js';

/**
 * Reads a whole request body, refusing more than `limit` bytes: at once when Content-Length says
 * so, else when the bytes pass it. The rest of a refused body is still read (and dropped), so the
 * client gets its answer instead of a reset connection.
 */
export async function readBody(
  request: Request,
  limit: number,
  makeError: BodyErrorFactory,
): Promise<Buffer> {
  const tooLarge = () => makeError(413, `Request body is larger than ${limit} bytes`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= limit) chunks.push(value);
      else chunks.length = 0;
    }
  } catch {
    // A client that disconnects mid-body.
    throw makeError(400, 'The request body was not received completely');
  }
  if (size > limit) throw tooLarge();
  return Buffer.concat(chunks);
}
