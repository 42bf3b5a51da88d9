/**
 * The embedded default for lead e-mail: a local mailbox folder, one raw RFC 822 file per message at
 * `<dir>/<site>/<lead time>-<leadId>-<outboxId>.eml` (the same bytes SMTP would have carried, built
 * by nodemailer's stream transport). The name depends only on the lead and the outbox row, and the
 * file is written to a temporary name then renamed, so a re-send replaces the message — never a
 * duplicate, never half a file for a reader.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseMail } from '../mime';
import type { LeadEmail, Transport } from './types';

const SITE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FILE = /^(\d{8}T\d{9}Z)-(.+)-(\d+)\.eml$/;

function siteDir(dir: string, site: string): string {
  // The site slug becomes a directory name: it must not be able to point anywhere else.
  if (!SITE.test(site)) throw new Error(`Not a site slug: ${JSON.stringify(site)}`);
  return path.join(/*turbopackIgnore: true*/ dir, site);
}

/** `20250701T093000123Z`: sortable, and valid in a file name on every system. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

function fromStamp(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(value);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`) : new Date(NaN);
}

export function mailboxFileName(message: Pick<LeadEmail, 'leadCreatedAt' | 'leadId' | 'outboxId'>): string {
  return `${stamp(message.leadCreatedAt)}-${message.leadId.replace(/[^A-Za-z0-9-]/g, '')}-${message.outboxId}.eml`;
}

export function mailboxTransport(dir: string): Transport<LeadEmail> & { dir: string } {
  // Composes the raw message in memory; nothing leaves the process.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'mailbox',
    dir,
    async send(message) {
      const folder = siteDir(dir, message.site);
      await mkdir(/*turbopackIgnore: true*/ folder, { recursive: true });
      const info = await composer.sendMail(message.mail);
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('The mailbox transport expected the message as a buffer');
      const file = path.join(/*turbopackIgnore: true*/ folder, mailboxFileName(message));
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        const handle = await open(/*turbopackIgnore: true*/ tmp, 'w');
        try {
          await handle.writeFile(raw);
          // On disk before we report it delivered: the outbox row is marked done right after.
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

export interface MailboxMessage {
  site: string;
  file: string;
  leadId: string;
  outboxId: number;
  /** When the lead came in (from the file name): the list's order. */
  leadCreatedAt: Date;
  messageId?: string;
  to?: string;
  from?: string;
  replyTo?: string;
  subject?: string;
  /** The Date header: when the message was (last) sent. */
  date?: Date;
  /** The text/plain part: the ADF XML. */
  text?: string;
  html?: string;
}

async function siteNames(dir: string): Promise<string[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isDirectory() && SITE.test(e.name)).map((e) => e.name);
}

async function readSite(dir: string, site: string, limit: number): Promise<MailboxMessage[]> {
  const folder = siteDir(dir, site);
  const names = await readdir(/*turbopackIgnore: true*/ folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  // Names start with the lead's time: read only the newest `limit` files, not the whole history.
  const newest = names
    .map((name) => ({ name, match: FILE.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null) // not temporary files
    .sort((a, b) => b.name.localeCompare(a.name))
    .slice(0, limit);
  const messages: MailboxMessage[] = [];
  for (const { name, match } of newest) {
    const file = path.join(/*turbopackIgnore: true*/ folder, name);
    const raw = await readFile(/*turbopackIgnore: true*/ file).catch(() => undefined);
    if (!raw) continue; // replaced or removed since the listing
    const mail = parseMail(raw);
    const header = (key: string) => mail.headers.get(key);
    const sent = header('date');
    const date = sent ? new Date(sent) : (await stat(/*turbopackIgnore: true*/ file)).mtime;
    messages.push({
      site,
      file,
      leadId: header('x-forecourt-lead') ?? match[2]!,
      outboxId: Number(match[3]),
      leadCreatedAt: fromStamp(match[1]!),
      messageId: header('message-id'),
      to: header('to'),
      from: header('from'),
      replyTo: header('reply-to'),
      subject: header('subject'),
      date: Number.isNaN(date.getTime()) ? undefined : date,
      text: mail.text,
      html: mail.html,
    });
  }
  return messages;
}

/**
 * The mailbox's messages, newest lead first: one site's, or every site's. For the development
 * mailbox pages and tests; at most `limit` messages (the newest).
 */
export async function readMailbox(dir: string, site?: string, limit = 200): Promise<MailboxMessage[]> {
  const sites = site === undefined ? await siteNames(dir) : [site];
  const all = (await Promise.all(sites.map((s) => readSite(dir, s, limit)))).flat();
  return all
    .sort((a, b) => b.leadCreatedAt.getTime() - a.leadCreatedAt.getTime() || b.outboxId - a.outboxId)
    .slice(0, limit);
}
