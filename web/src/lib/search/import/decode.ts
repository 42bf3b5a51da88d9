/**
 * Bytes → text for a feed, without ever guessing silently.
 *
 * - A UTF-8 byte-order mark is dropped. A UTF-16 mark (LE or BE) decodes the whole file as UTF-16.
 * - Default `utf-8`: the file is decoded strictly (`TextDecoder('utf-8', { fatal: true })`). When that
 *   fails, each physical line is decoded strictly on its own; the lines that fail are reported in
 *   `badLines` and decoded with U+FFFD replacement characters so the rest of the file still parses.
 *   The import rejects every record touching a bad line ("invalid UTF-8 on line N"): a mis-encoded
 *   row is never imported with mangled text.
 * - `windows-1252` (alias `latin1`, as WHATWG defines it): for a feed known to be in a legacy
 *   encoding, the whole file is decoded as windows-1252; every byte is valid, nothing is rejected.
 *
 * Splitting on the LF byte is safe in both encodings: 0x0A never occurs inside a UTF-8 multi-byte
 * sequence or a windows-1252 character.
 */

export const ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type FeedEncoding = (typeof ENCODINGS)[number];

export function parseEncoding(value: string): FeedEncoding | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'utf-8' || v === 'utf8') return 'utf-8';
  if (v === 'windows-1252' || v === 'cp1252' || v === 'latin1' || v === 'iso-8859-1') return 'windows-1252';
  return undefined;
}

export interface DecodedFeed {
  text: string;
  /** Physical line numbers (1-based) holding bytes that are not valid UTF-8. */
  badLines: ReadonlySet<number>;
  encoding: FeedEncoding | 'utf-16le' | 'utf-16be';
}

const LF = 0x0a;

export function decodeFeed(bytes: Uint8Array, encoding: FeedEncoding = 'utf-8'): DecodedFeed {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2)), badLines: new Set(), encoding: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2)), badLines: new Set(), encoding: 'utf-16be' };
  }
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  if (encoding === 'windows-1252') {
    return { text: new TextDecoder('windows-1252').decode(body), badLines: new Set(), encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), badLines: new Set(), encoding };
  } catch {
    // Fall through: find the offending lines.
  }
  const strict = new TextDecoder('utf-8', { fatal: true });
  const lenient = new TextDecoder('utf-8');
  const badLines = new Set<number>();
  const parts: string[] = [];
  let start = 0;
  let line = 1;
  while (start <= body.length) {
    let end = body.indexOf(LF, start);
    if (end === -1) end = body.length;
    const chunk = body.subarray(start, end);
    try {
      parts.push(strict.decode(chunk));
    } catch {
      badLines.add(line);
      parts.push(lenient.decode(chunk));
    }
    start = end + 1;
    line++;
  }
  return { text: parts.join('\n'), badLines, encoding };
}
