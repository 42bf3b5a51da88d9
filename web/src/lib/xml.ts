/**
 * Just enough XML writing (ADF lead e-mails, the sitemap, the site icon): every text and attribute
 * value goes through `escapeXml`, so what a shopper typed (`<script>`, `&`, quotes, emoji, stray
 * control characters) or content holds can never change the document's structure or make it
 * ill-formed.
 */

/**
 * Characters XML 1.0 does not allow at all (C0 controls other than tab/LF/CR, lone surrogates,
 * U+FFFE/U+FFFF), plus DEL and the C1 controls, which it allows but which are never meant as text.
 */
const NOT_TEXT = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Drops characters that are not text (see NOT_TEXT). */
export function stripControl(value: string): string {
  return value.replace(NOT_TEXT, '');
}

export function escapeXml(value: string): string {
  return stripControl(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A piece of a document: an element with children, or one with text. Undefined pieces are left out. */
export type XmlNode =
  | { name: string; attrs?: Record<string, string | undefined>; children: (XmlNode | undefined)[] }
  | { name: string; attrs?: Record<string, string | undefined>; text: string };

export function el(name: string, attrs: Record<string, string | undefined>, children: (XmlNode | undefined)[]): XmlNode {
  return { name, attrs, children };
}

/** An element holding text, or nothing when the value is missing or blank. */
export function textEl(name: string, value: string | number | undefined, attrs: Record<string, string | undefined> = {}): XmlNode | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : { name, attrs, text };
}

/** An element holding text even when empty (ADF requires some elements to be present). */
export function requiredTextEl(name: string, value: string | number | undefined, attrs: Record<string, string | undefined> = {}): XmlNode {
  return { name, attrs, text: value === undefined ? '' : String(value).trim() };
}

function attributes(attrs: Record<string, string | undefined> = {}): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

/** Indented XML for people reading the e-mail; parsers ignore the whitespace between elements. */
export function renderXml(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const open = `${node.name}${attributes(node.attrs)}`;
  if ('text' in node) return `${pad}<${open}>${escapeXml(node.text)}</${node.name}>`;
  const children = node.children.filter((c): c is XmlNode => c !== undefined);
  if (children.length === 0) return `${pad}<${open}/>`;
  return [`${pad}<${open}>`, ...children.map((c) => renderXml(c, depth + 1)), `${pad}</${node.name}>`].join('\n');
}
