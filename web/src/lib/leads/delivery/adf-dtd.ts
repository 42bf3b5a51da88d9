/**
 * Checks an ADF document against the ADF 1.0 DTD beside this file, with libxml2 (compiled to
 * WebAssembly: libxml2-wasm, nothing native to install). For tests, unit and browser: the app never
 * validates what it sends, it builds documents that are valid by construction (adf.ts), and these
 * checks are what holds it to that.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DtdValidator, XmlDocument, XmlDtd, XmlLibError } from 'libxml2-wasm';

export const ADF_DTD_PATH = path.join(import.meta.dirname, 'adf-1.0.dtd');

let validator: DtdValidator | undefined;

/** Parsed once per process; a DTD that does not parse throws here, failing every test that asks. */
function adfValidator(): DtdValidator {
  validator ??= new DtdValidator(XmlDtd.fromString(readFileSync(ADF_DTD_PATH, 'utf8')));
  return validator;
}

const messages = (error: unknown): string[] =>
  error instanceof XmlLibError
    ? error.details.map((d) => `line ${d.line}${d.xpath ? ` ${d.xpath}` : ''}: ${d.message.trim()}`)
    : [String(error)];

/**
 * What is wrong with the document as ADF 1.0: not well-formed, a root other than <adf> (a DTD given
 * from outside does not name the root), or invalid against the DTD. Empty when it is valid.
 */
export function adfErrors(xml: string): string[] {
  const check = adfValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return messages(error);
  }
  try {
    if (doc.root.name !== 'adf') return [`the root element is <${doc.root.name}>, not <adf>`];
    check.validate(doc);
    return [];
  } catch (error) {
    return messages(error);
  } finally {
    doc.dispose();
  }
}
