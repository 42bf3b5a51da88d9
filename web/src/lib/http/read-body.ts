/**
 * Reading a request body with a hard size limit, for route handlers anyone can post to: a declared
 * content-length over the limit is refused before reading, and a streamed body is counted in bytes
 * as it arrives, so a 10 MB post costs at most `limit` bytes of memory before it is cut off.
 */
import type { z } from 'zod';
import { jsonError } from './site-route';

/** The body was over the limit (answer 413). */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** The body as UTF-8 text, refusing (without reading it all) anything over `limit` bytes. */
export async function readLimited(
  request: Pick<Request, 'headers' | 'body'>,
  limit: number,
): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * A size-limited JSON body checked against `schema`: its data, or the answer to send instead (413
 * too large, 400 not JSON or not valid). `what` names the thing in the messages ('event', 'record').
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Pick<Request, 'headers' | 'body'>,
  schema: S,
  limit: number,
  what: string,
): Promise<JsonBody<z.infer<S>>> {
  let text: string;
  try {
    text = await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { ok: false, response: jsonError(413, `The ${what} is too large.`) };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, `The ${what} is not valid JSON.`) };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: jsonError(400, `The ${what} is not valid.`) };
}
