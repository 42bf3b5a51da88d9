/**
 * The embedded default for SMS: a local outbox folder, one JSON file per text at
 * `<dir>/<site>/<time sent>-<id>.json` holding `{ id, site, to, text, kind, createdAt }`. Written to
 * a temporary name, synced and renamed, so a reader (the /dev/sms page, a browser test waiting for a
 * sign-in code) never sees half a file. A text sent twice is two files, as it would be two texts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { checkSmsMessage, SITE_SLUG, type SmsMessage, type SmsTransport } from './types';

const FILE = /^\d{8}T\d{9}Z-[A-Za-z0-9-]+\.json$/;

function siteDir(dir: string, site: string): string {
  // The site slug becomes a directory name: it must not be able to point anywhere else.
  if (!SITE_SLUG.test(site)) throw new Error(`Not a site slug: ${JSON.stringify(site)}`);
  return path.join(/*turbopackIgnore: true*/ dir, site);
}

/** `20250701T093000123Z`: sortable, and valid in a file name on every system. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** The caller's id as a file name part; an id with nothing usable left is named by its hash. */
function fileId(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9-]/g, '').slice(0, 100);
  return safe || createHash('sha256').update(id).digest('hex').slice(0, 32);
}

export function smsOutboxFileName(message: Pick<SmsMessage, 'id'>, createdAt: Date): string {
  return `${stamp(createdAt)}-${fileId(message.id)}.json`;
}

export interface SmsOutboxOptions {
  /** The clock that stamps each file (tests fix it). */
  now?: () => Date;
}

export function smsOutbox(dir: string, { now = () => new Date() }: SmsOutboxOptions = {}): SmsTransport & { dir: string } {
  return {
    name: 'outbox',
    dir,
    async send(input) {
      const message = checkSmsMessage(input);
      const folder = siteDir(dir, message.site);
      await mkdir(/*turbopackIgnore: true*/ folder, { recursive: true });
      const createdAt = now();
      const record: OutboxFile = {
        id: message.id,
        site: message.site,
        to: message.to,
        text: message.text,
        kind: message.kind,
        createdAt: createdAt.toISOString(),
      };
      const file = path.join(/*turbopackIgnore: true*/ folder, smsOutboxFileName(message, createdAt));
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        const handle = await open(/*turbopackIgnore: true*/ tmp, 'wx');
        try {
          await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
          // On disk before we report it sent: the caller tells the shopper to look for the code.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(/*turbopackIgnore: true*/ tmp, file);
      } catch (error) {
        await unlink(/*turbopackIgnore: true*/ tmp).catch(() => undefined);
        throw error;
      }
    },
  };
}

/** A file's contents; read back leniently (extra fields are ignored, a broken file is skipped). */
const OutboxFile = z.object({
  id: z.string(),
  site: z.string(),
  to: z.string(),
  text: z.string(),
  kind: z.enum(['sign-in-code', 'alert']),
  createdAt: z.iso.datetime(),
});
type OutboxFile = z.infer<typeof OutboxFile>;

export interface SmsOutboxMessage extends SmsMessage {
  /** When the outbox wrote it: the list's order. */
  createdAt: Date;
  /** The file's full path (the dev page shows where they are). */
  file: string;
}

async function listDir(dir: string): Promise<string[]> {
  return readdir(/*turbopackIgnore: true*/ dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
}

/** A site's message file names, newest first (names start with the send time); no temporary files. */
async function siteFiles(dir: string, site: string): Promise<{ folder: string; names: string[] }> {
  const folder = siteDir(dir, site);
  const names = (await listDir(folder)).filter((name) => FILE.test(name)).sort((a, b) => b.localeCompare(a));
  return { folder, names };
}

async function readMessage(folder: string, site: string, name: string): Promise<SmsOutboxMessage | undefined> {
  const file = path.join(/*turbopackIgnore: true*/ folder, name);
  const raw = await readFile(/*turbopackIgnore: true*/ file, 'utf8').catch(() => undefined);
  if (raw === undefined) return undefined; // removed since the listing
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = OutboxFile.safeParse(json);
  // A file copied into another site's folder is not that site's message.
  if (!parsed.success || parsed.data.site !== site) return undefined;
  const { createdAt, ...rest } = parsed.data;
  return { ...rest, createdAt: new Date(createdAt), file };
}

async function readSite(dir: string, site: string, limit: number): Promise<SmsOutboxMessage[]> {
  const { folder, names } = await siteFiles(dir, site);
  const messages: SmsOutboxMessage[] = [];
  // Newest first: stop once `limit` readable messages are found, not after reading the history.
  for (const name of names) {
    if (messages.length >= limit) break;
    const message = await readMessage(folder, site, name);
    if (message) messages.push(message);
  }
  return messages;
}

async function siteNames(dir: string): Promise<string[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isDirectory() && SITE_SLUG.test(e.name)).map((e) => e.name);
}

/**
 * The outbox's texts, newest first: one site's, or every site's. For the development SMS pages and
 * tests; at most `limit` messages (the newest). Files that are not readable messages are skipped.
 */
export async function readSmsOutbox(dir: string, site?: string, limit = 200): Promise<SmsOutboxMessage[]> {
  const sites = site === undefined ? await siteNames(dir) : [site];
  const all = (await Promise.all(sites.map((s) => readSite(dir, s, limit)))).flat();
  return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.file.localeCompare(a.file)).slice(0, limit);
}

/** The newest text to `to` for a site, if any: how tests read a sign-in code. */
export async function latestSmsTo(dir: string, site: string, to: string): Promise<SmsOutboxMessage | undefined> {
  const { folder, names } = await siteFiles(dir, site);
  for (const name of names) {
    const message = await readMessage(folder, site, name);
    if (message?.to === to) return message;
  }
  return undefined;
}
