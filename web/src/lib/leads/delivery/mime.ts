/**
 * A small MIME reader for the local mailbox's own files (raw RFC 822 written by nodemailer): header
 * unfolding, RFC 2047 encoded words, multipart bodies, base64 and quoted-printable. Enough to show
 * the messages on the development mailbox pages without shipping a full mail parser to production
 * (the tests check it against `mailparser`).
 */

export interface ParsedMail {
  /** Lower-cased header name → decoded value (the first occurrence). */
  headers: Map<string, string>;
  text?: string;
  html?: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function qpBytes(text: string, underscoreIsSpace: boolean): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '_' && underscoreIsSpace) {
      out.push(0x20);
    } else {
      // Quoted-printable text is ASCII; anything else is passed through as UTF-8.
      out.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Uint8Array.from(out);
}

/** RFC 2047: `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; adjacent words join without the space between. */
export function decodeWords(value: string): string {
  const WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: number[] } | undefined;
  const flush = () => {
    if (pending) out += decodeBytes(Uint8Array.from(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (let m = WORD.exec(value); m; m = WORD.exec(value)) {
    const between = value.slice(last, m.index);
    if (!pending || between.trim() !== '') {
      flush();
      out += between;
    }
    const charset = m[1]!.split('*')[0]!.toLowerCase();
    const bytes = m[2]!.toUpperCase() === 'B' ? Buffer.from(m[3]!, 'base64') : qpBytes(m[3]!, true);
    // Multi-byte characters may be split across words: join the bytes before decoding.
    if (pending && pending.charset !== charset) flush();
    pending ??= { charset, bytes: [] };
    pending.bytes.push(...bytes);
    last = m.index + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** `text/plain; charset=utf-8; boundary="x"` → the type and its parameters. */
export function contentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params.set(param.slice(0, eq).trim().toLowerCase(), param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = contentType(part.headers.get('content-type')).params.get('charset');
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(qpBytes(part.body.replace(/=\r?\n/g, ''), false), charset);
  return decodeBytes(Buffer.from(part.body, 'binary'), charset);
}

function walk(part: Part, into: ParsedMail): void {
  const { type, params } = contentType(part.headers.get('content-type'));
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const delimiter = `--${boundary}`;
    const chunks = part.body.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    // chunks[0] is the preamble, the last the epilogue after the closing delimiter.
    for (const chunk of chunks.slice(1, -1)) walk(splitHeaders(chunk), into);
    return;
  }
  if (type === 'text/plain' && into.text === undefined) into.text = decodeBody(part);
  else if (type === 'text/html' && into.html === undefined) into.html = decodeBody(part);
}

/** Parses a raw message (as a 'binary' string or a Buffer). */
export function parseMail(raw: string | Buffer): ParsedMail {
  const source = typeof raw === 'string' ? raw : raw.toString('binary');
  const top = splitHeaders(source);
  const mail: ParsedMail = { headers: new Map() };
  for (const [name, value] of top.headers) mail.headers.set(name, decodeWords(value));
  walk(top, mail);
  return mail;
}
