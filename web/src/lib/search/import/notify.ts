/**
 * After an import, tells the running server which site's stock changed, so it reads the new stock
 * at once and drops the site's cached pages (vehicle pages are otherwise cached for 5 minutes and
 * content pages with stock tiles for an hour). The call is signed with STOCK_REVALIDATE_SECRET
 * (lib/http/signature.ts); the server answers it at POST /api/revalidate/stock.
 */
import { signBody } from '../../http/signature';

export const STOCK_REVALIDATE_PATH = '/api/revalidate/stock';
export const SIGNATURE_HEADER = 'forecourt-signature';

export interface NotifyOptions {
  /** The server's base URL, e.g. http://localhost:3000 (REVALIDATE_URL). */
  url: string;
  secret: string;
  site: string;
  slugs: readonly string[];
  now?: Date;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Resolves with the server's answer; throws with a readable reason when it was not accepted. */
export async function notifyStockChanged({ url, secret, site, slugs, now = new Date(), fetch = globalThis.fetch, timeoutMs = 10_000 }: NotifyOptions): Promise<{ revalidated: string[] }> {
  const body = JSON.stringify({ site, slugs });
  const response = await fetch(new URL(STOCK_REVALIDATE_PATH, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body, Math.floor(now.getTime() / 1000)) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; revalidated?: string[] };
  if (!response.ok) throw new Error(`${response.status} ${answer.error ?? response.statusText}`);
  return { revalidated: answer.revalidated ?? [] };
}
