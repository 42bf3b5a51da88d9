/**
 * Reads the sample dealers' content: one Sanity NDJSON file per dealer in tenants/content/, in the
 * format `sanity dataset import` takes. The web app's embedded content source runs GROQ over these.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SanityDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** Finds tenants/content from the working directory upwards (works from the repo root or any workspace). */
export function contentDir(from = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    const candidate = path.join(dir, 'tenants', 'content');
    if (existsSync(/*turbopackIgnore: true*/ candidate)) return candidate;
    if (path.basename(dir) === 'tenants' && existsSync(/*turbopackIgnore: true*/ path.join(dir, 'content'))) return path.join(dir, 'content');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`tenants/content not found above ${from}`);
    dir = parent;
  }
}

export function parseNdjson(text: string, source = 'ndjson'): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, index }) => {
      let doc: unknown;
      try {
        doc = JSON.parse(line);
      } catch (error) {
        throw new Error(`${source}:${index + 1}: not JSON (${(error as Error).message})`);
      }
      if (!doc || typeof doc !== 'object' || typeof (doc as SanityDocument)._id !== 'string' || typeof (doc as SanityDocument)._type !== 'string') {
        throw new Error(`${source}:${index + 1}: a document needs _id and _type`);
      }
      return doc as SanityDocument;
    });
}

/** Every NDJSON file in the directory, in name order; duplicate _ids are an error. */
export function readDataset(dir = contentDir()): SanityDocument[] {
  const files = readdirSync(/*turbopackIgnore: true*/ dir).filter((f) => f.endsWith('.ndjson')).sort();
  const docs = files.flatMap((file) => parseNdjson(readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'), file));
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc._id)) throw new Error(`duplicate _id ${doc._id}`);
    seen.add(doc._id);
  }
  return docs;
}
