import { describe, expect, it } from 'vitest';
import { decodeFeed, parseEncoding } from './decode';
import { parseCsv, parseJsonArray, parseJsonLines } from './records';

const csv = (text: string) => [...parseCsv(text)].map(({ line, endLine, fields, error }) => ({ line, endLine, fields, ...(error ? { error } : {}) }));

describe('parseCsv (RFC 4180) with physical line numbers', () => {
  it('reads LF and CRLF records, with or without a final newline', () => {
    expect(csv('a,b\nc,d\n')).toEqual([
      { line: 1, endLine: 1, fields: ['a', 'b'] },
      { line: 2, endLine: 2, fields: ['c', 'd'] },
    ]);
    expect(csv('a,b\r\nc,d')).toEqual([
      { line: 1, endLine: 1, fields: ['a', 'b'] },
      { line: 2, endLine: 2, fields: ['c', 'd'] },
    ]);
  });

  it('counts the newlines inside quoted fields', () => {
    expect(csv('h1,h2\r\n"multi\nline\r\nvalue",x\r\nnext,y\r\n')).toEqual([
      { line: 1, endLine: 1, fields: ['h1', 'h2'] },
      { line: 2, endLine: 4, fields: ['multi\nline\r\nvalue', 'x'] },
      { line: 5, endLine: 5, fields: ['next', 'y'] },
    ]);
  });

  it('reads doubled quotes, delimiters in quotes, empty and trailing empty fields', () => {
    expect(csv('"say ""hi""","a,b",,\n')).toEqual([{ line: 1, endLine: 1, fields: ['say "hi"', 'a,b', '', ''] }]);
    expect(csv('"",x')).toEqual([{ line: 1, endLine: 1, fields: ['', 'x'] }]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(csv('5\'6" tall,x\n')).toEqual([{ line: 1, endLine: 1, fields: ['5\'6" tall', 'x'] }]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(csv('a\n\n\r\nb\n')).toEqual([
      { line: 1, endLine: 1, fields: ['a'] },
      { line: 4, endLine: 4, fields: ['b'] },
    ]);
  });

  it('flags text after a closing quote and an unterminated quote', () => {
    expect(csv('"a"b,c\nok,1\n')[0]).toMatchObject({ line: 1, error: 'unexpected text after a closing quote on line 1' });
    expect(csv('ok,1\n"never closed,2\n3,4\n')[1]).toMatchObject({ line: 2, error: 'unterminated quoted field (opened on line 2)' });
  });

  it('takes another delimiter', () => {
    expect([...parseCsv('a;b\n1;"2;3"\n', ';')].map((r) => r.fields)).toEqual([['a', 'b'], ['1', '2;3']]);
  });
});

describe('JSON feeds', () => {
  it('splits a pretty-printed array into elements with their start lines', () => {
    const text = '[\n  {"a": 1,\n   "b": "x,]}"},\n  {"a": 2},\n  {"a": oops},\n  {"a": "4"}\n]\n';
    const records = [...parseJsonArray(text)];
    expect(records.map((r) => [r.line, r.endLine, r.value ?? r.error?.slice(0, 14)])).toEqual([
      [2, 3, { a: 1, b: 'x,]}' }],
      [4, 4, { a: 2 }],
      [5, 5, 'not valid JSON'],
      [6, 6, { a: '4' }],
    ]);
    expect(records[2]?.text).toBe('{"a": oops}');
  });

  it('reports an array that is never closed', () => {
    const records = [...parseJsonArray('[{"a":1},\n{"a":2}')];
    expect(records.at(-1)?.error).toMatch(/not closed/);
  });

  it('reads JSON Lines, skipping blank lines', () => {
    const records = [...parseJsonLines('{"a":1}\n\n{"a":2}\r\n{bad}\n')];
    expect(records.map((r) => [r.line, r.value ?? 'error'])).toEqual([
      [1, { a: 1 }],
      [3, { a: 2 }],
      [4, 'error'],
    ]);
  });
});

describe('decodeFeed', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

  it('drops a UTF-8 byte-order mark', () => {
    expect(decodeFeed(bytes([0xef, 0xbb, 0xbf], 'a,b\n')).text).toBe('a,b\n');
  });

  it('marks the lines holding invalid UTF-8 and keeps the rest intact', () => {
    const decoded = decodeFeed(bytes('make\nCitro', [0xeb], 'n\nMazda\n', [0xff, 0xfe], '\n'));
    expect([...decoded.badLines]).toEqual([2, 4]);
    expect(decoded.text.split('\n')).toEqual(['make', 'Citro\ufffdn', 'Mazda', '\ufffd\ufffd', '']);
  });

  it('decodes a windows-1252 feed when told to', () => {
    const decoded = decodeFeed(bytes('make\nCitro', [0xeb], 'n\n'), 'windows-1252');
    expect(decoded.badLines.size).toBe(0);
    expect(decoded.text).toBe('make\nCitroën\n');
  });

  it('decodes UTF-16 with a byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n', 'utf16le')]);
    expect(decodeFeed(le).text).toBe('a,b\n');
  });

  it('knows the encoding names', () => {
    expect(parseEncoding('UTF8')).toBe('utf-8');
    expect(parseEncoding('latin1')).toBe('windows-1252');
    expect(parseEncoding('ebcdic')).toBeUndefined();
  });
});
