/**
 * A plain HTML form posted to one of the site's own routes (the unsubscribe and stop-alerts buttons,
 * which work without JavaScript): refused when cross-site (403), not form-encoded (415) or over
 * `maxBytes` (413), else its fields.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { bodyFormat } from './body-format';
import { BodyTooLarge, readLimited } from './read-body';
import { originCheck } from './same-origin';
import { jsonError } from './site-route';

export type SameSiteForm = { ok: true; form: URLSearchParams } | { ok: false; response: Response };

export async function readSameSiteForm(request: NextRequest, maxBytes = 2048): Promise<SameSiteForm> {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site') return { ok: false, response: jsonError(403, 'Cross-site requests are not accepted.') };
  if (format !== 'form') return { ok: false, response: jsonError(415, 'Send the form as application/x-www-form-urlencoded.') };
  try {
    return { ok: true, form: new URLSearchParams(await readLimited(request, maxBytes)) };
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, response: jsonError(413, 'The form is too large.') };
    throw error;
  }
}
