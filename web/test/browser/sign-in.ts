/**
 * Signing in as a shopper in browser tests (issue 14's phone sign-in): a fresh mobile per shopper, the
 * code read from the embedded SMS outbox, and sign-in through the JSON APIs or the page's own form.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForSignInCode } from '../support/sign-in-code';
import { hydratedElement, requestWithHost } from './browser';

export const octet = () => 1 + Math.floor(Math.random() * 254);
/** A fresh mobile number and client address per shopper: sign-in limits count per number and per client. */
export function newShopper() {
  // 0412: a mobile range in use (libphonenumber's full metadata refuses unallocated ones).
  const digits = `12${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return { national: `04${digits}`, e164: `+614${digits}`, ip: `198.51.100.${octet()}` };
}
export type Shopper = ReturnType<typeof newShopper>;

export function codeFor(site: string, e164: string, after = 0): Promise<string> {
  return waitForSignInCode(path.join(inject('dataDir'), 'sms'), site, e164, after);
}

export const json = (host: string, shopper: Shopper, cookie = '') => ({
  'content-type': 'application/json',
  origin: `http://${host}`,
  'x-forwarded-for': shopper.ip,
  ...(cookie ? { cookie } : {}),
});

/** The name=value parts of an answer's Set-Cookie headers. */
export const cookiePairs = (setCookie: string[] | undefined) => (setCookie ?? []).map((c) => c.split(';', 1)[0]!).filter((c) => !c.endsWith('='));

/** Signs in through the JSON APIs (as the page does) and answers the session cookie pair. */
export async function signInByApi(site: string, shopper: Shopper): Promise<{ cookie: string; setCookie: string[] }> {
  const host = `${site}.localhost`;
  const asked = Date.now() - 1000;
  const request = await requestWithHost(host, '/api/auth/request-code', { method: 'POST', headers: json(host, shopper), body: JSON.stringify({ phone: shopper.national }) });
  expect(request.status, request.body).toBe(200);
  const binding = cookiePairs(request.headers['set-cookie']).join('; ');
  const code = await codeFor(site, shopper.e164, asked);
  const verify = await requestWithHost(host, '/api/auth/verify-code', {
    method: 'POST',
    headers: json(host, shopper, binding),
    body: JSON.stringify({ phone: shopper.national, code }),
  });
  expect(verify.status, verify.body).toBe(200);
  const setCookie = verify.headers['set-cookie'] ?? [];
  const session = cookiePairs(setCookie).find((c) => c.startsWith('forecourt_session=') || c.startsWith('__Host-forecourt_session='));
  expect(session, 'a session cookie').toBeDefined();
  return { cookie: session!, setCookie };
}

export async function signInInBrowser(page: Page, site: string, shopper: Shopper) {
  const form = page.locator('form[data-sign-in-step]');
  // Typed or pressed before React has hydrated the form, the number and the press would be lost.
  await hydratedElement(form.getByRole('button', { name: 'Send me a code' }));
  await form.getByLabel('Mobile number').fill(shopper.national);
  const asked = Date.now() - 1000;
  await form.getByRole('button', { name: 'Send me a code' }).click();
  await page.locator('form[data-sign-in-step="code"]').waitFor();
  const code = await codeFor(site, shopper.e164, asked);
  // Pasted the way a phone offers it, with a space: the field takes the digits.
  await form.getByLabel('Code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

