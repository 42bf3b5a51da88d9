/**
 * Feed text → records, each with the physical line it starts on (1-based, counting the newlines
 * inside quoted CSV fields and inside pretty-printed JSON), so a reject can name the line an editor
 * shows.
 *
 * - CSV (RFC 4180): fields separated by the delimiter, records by LF or CRLF; a field in double quotes
 *   may hold delimiters, newlines and doubled quotes (""). A quote inside an unquoted field is kept as
 *   text (5'6" is common). Text after a closing quote, or a quote never closed, makes that record an
 *   error (rejected), never a silently repaired one. Blank lines are skipped.
 * - JSON: a top-level array of objects (each element is parsed on its own, so one broken element is
 *   one reject), or JSON Lines (one object per line; blank lines skipped).
 */

export interface TextRecord {
  /** Physical line the record starts on. */
  line: number;
  /** Physical line the record ends on (> line when a quoted field or a JSON value spans lines). */
  endLine: number;
}

export interface CsvRecord extends TextRecord {
  fields: string[];
  /** Set when the record is malformed (the fields are then partial). */
  error?: string;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

export function* parseCsv(text: string, delimiter = ','): Generator<CsvRecord> {
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let error: string | undefined;
    // One record.
    for (;;) {
      let field = '';
      if (text.charCodeAt(i) === QUOTE) {
        const openedOn = line;
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close === -1) {
            field += text.slice(i);
            line += countLf(text, i, n);
            i = n;
            error ??= `unterminated quoted field (opened on line ${openedOn})`;
            break;
          }
          field += text.slice(i, close);
          line += countLf(text, i, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            field += '"';
            i = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        // After the closing quote: delimiter, end of record, or junk.
        const stray = i;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === delim || c === LF || (c === CR && text.charCodeAt(i + 1) === LF)) break;
          i++;
        }
        if (i > stray) {
          field += text.slice(stray, i);
          error ??= `unexpected text after a closing quote on line ${line}`;
        }
      } else {
        const start = i;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === delim || c === LF || (c === CR && text.charCodeAt(i + 1) === LF)) break;
          i++;
        }
        field = text.slice(start, i);
      }
      fields.push(field);
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === delim) {
        i++;
        if (i >= n) {
          fields.push('');
          break;
        }
        continue;
      }
      // End of record: LF or CRLF.
      i += c === CR ? 2 : 1;
      line++;
      break;
    }
    const endLine = text.charCodeAt(i - 1) === LF ? line - 1 : line;
    if (fields.length === 1 && fields[0] === '' && !error) continue; // blank line
    yield error ? { line: startLine, endLine, fields, error } : { line: startLine, endLine, fields };
  }
}

function countLf(text: string, from: number, to: number): number {
  let count = 0;
  for (let j = text.indexOf('\n', from); j !== -1 && j < to; j = text.indexOf('\n', j + 1)) count++;
  return count;
}

export interface JsonRecord extends TextRecord {
  /** The parsed value, when `error` is absent. */
  value?: unknown;
  error?: string;
  /** The record's text, when `error` is set (for the rejects file). */
  text?: string;
}

/** Where a JSON feed's text starts: '[' is an array, anything else is read as JSON Lines. */
export function isJsonArray(text: string): boolean {
  return /^\s*\[/.test(text);
}

/** JSON Lines: one value per physical line. */
export function* parseJsonLines(text: string): Generator<JsonRecord> {
  let line = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const body = text.slice(start, end).trim();
    start = end + 1;
    if (body.length === 0) continue;
    yield parseJsonValue(body, line, line);
  }
}

function parseJsonValue(body: string, line: number, endLine: number): JsonRecord {
  try {
    return { line, endLine, value: JSON.parse(body) };
  } catch (error) {
    return { line, endLine, error: `not valid JSON (${(error as Error).message})`, text: body };
  }
}

/**
 * A top-level JSON array, element by element: a small scanner finds each element's extent (tracking
 * strings, escapes and nesting), then each element is parsed on its own.
 */
export function* parseJsonArray(text: string): Generator<JsonRecord> {
  const n = text.length;
  let i = text.indexOf('[');
  let line = 1 + countLf(text, 0, i);
  i++;
  for (;;) {
    // Skip whitespace to the next element (or the closing bracket).
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === LF) line++;
      else if (c !== 32 && c !== 9 && c !== CR) break;
      i++;
    }
    if (i >= n) {
      yield { line, endLine: line, error: 'the JSON array is not closed (missing "]")' };
      return;
    }
    if (text[i] === ']') return;
    const start = i;
    const startLine = line;
    let depth = 0;
    let inString = false;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === LF) line++;
      if (inString) {
        if (c === 92 /* \ */) i++;
        else if (c === QUOTE) inString = false;
        continue;
      }
      if (c === QUOTE) inString = true;
      else if (c === 123 /* { */ || c === 91 /* [ */) depth++;
      else if (c === 125 /* } */ || c === 93 /* ] */) {
        if (depth === 0) break; // the array's own closing bracket
        depth--;
      } else if (c === 44 /* , */ && depth === 0) break;
    }
    const body = text.slice(start, i).trim();
    const endLine = startLine + countLf(body, 0, body.length);
    if (body.length > 0) yield parseJsonValue(body, startLine, endLine);
    if (i >= n) {
      yield { line, endLine: line, error: 'the JSON array is not closed (missing "]")' };
      return;
    }
    if (text[i] === ']') return;
    i++; // the comma
  }
}
