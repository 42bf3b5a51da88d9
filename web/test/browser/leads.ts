/**
 * What the lead browser tests share: a distinct shopper per test (the server rate-limits leads per
 * e-mail, phone and address), waiting out the server's minimum fill time rather than weakening it, and
 * reading a lead's ADF e-mail from the test server's local mailbox (global-setup's DATA_DIR), valid
 * against the ADF 1.0 DTD.
 */
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { adfErrors } from '@/lib/leads/delivery/adf-dtd';
import { MIN_FILL_MS } from '@/lib/leads/intake/bot-check';

export interface Shopper {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  /** When the shopper was made (ms): their e-mails cannot be older, so older mailbox files are not read. */
  since: number;
}

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A distinct shopper; the last name (letters only) is what finds their e-mail in the mailbox. */
export function shopper(surname = 'Tester'): Shopper {
  const tag = letters(8);
  return {
    name: 'Zoë',
    last_name: `${surname}${tag}`,
    email: `zoe.${tag}@example.com`,
    phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    since: Date.now(),
  };
}

/** Waits until the form has been on screen longer than the server's minimum fill time. */
export async function waitOutMinimumFill(page: Page, shownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - shownAt)));
}

/**
 * A mailbox file's text, parsed once: a file is renamed into place complete and never changes, and
 * re-parsing every message of a busy site's mailbox on every poll slowed the whole suite.
 */
const parsedText = new Map<string, string>();
async function mailText(file: string): Promise<string> {
  let text = parsedText.get(file);
  if (text === undefined) {
    // Parsed, not searched raw: an encoded body does not show the name in its bytes.
    text = (await simpleParser(readFileSync(file))).text ?? '';
    parsedText.set(file, text);
  }
  return text;
}

/**
 * The site's mailbox files written since `since` (ms, with a second's slack for file-time rounding).
 * Without the cut a test late in the suite parsed every message of a busy site's mailbox before it
 * could find its own, which alone took longer than the wait under CI load.
 */
function mailboxFiles(dir: string, since: number): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .filter((file) => statSync(file).mtimeMs >= since - 1000);
}

/**
 * The ADF text of the site's mailbox message naming this shopper (waits for the delivery worker).
 * Every e-mail a browser test reads is checked against the ADF 1.0 DTD on the way.
 */
export async function mailFor(
  site: string,
  who: Pick<Shopper, 'last_name' | 'since'>,
  timeoutMs = 30_000,
  /** For a shopper with several e-mails (a trade-in's start and its accepted offer): the one wanted. */
  wanted: (text: string) => boolean = () => true,
): Promise<string> {
  const dir = path.join(inject('dataDir'), 'mailbox', site);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of mailboxFiles(dir, who.since)) {
      const text = await mailText(file);
      if (text.includes(who.last_name) && wanted(text)) {
        const errors = adfErrors(text);
        if (errors.length > 0) throw new Error(`the lead e-mail ${path.basename(file)} is not valid ADF 1.0:\n${errors.join('\n')}`);
        return text;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail for ${who.last_name} in ${dir} within ${timeoutMs} ms`);
}

/**
 * Every shopper e-mail of one kind (X-Forecourt-Kind: 'confirmation' from delivery/confirmation.ts,
 * 'receipt' from delivery/receipt.ts) the site's mailbox holds for this address, once one has arrived.
 */
export async function confirmationsFor(site: string, who: Pick<Shopper, 'email' | 'since'>, timeoutMs = 20_000, kind: 'confirmation' | 'receipt' = 'confirmation') {
  const { email } = who;
  const dir = path.join(inject('dataDir'), 'mailbox', site);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = [];
    for (const file of mailboxFiles(dir, who.since)) {
      const mail = await simpleParser(readFileSync(file));
      const to = Array.isArray(mail.to) ? mail.to.flatMap((t) => t.value) : (mail.to?.value ?? []);
      if (mail.headers.get('x-forecourt-kind') === kind && to.some((t) => t.address === email)) found.push(mail);
    }
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} e-mail to ${email} in ${dir} within ${timeoutMs} ms`);
}

/** The text of the first `<tag attrs…>` element of an ADF document. */
export const xmlText = (adf: string, tag: string, attrs = '') =>
  adf.match(new RegExp(`<${tag}${attrs}(?:\\s[^>]*)?>([^<]*)</${tag}>`))?.[1]?.trim();
