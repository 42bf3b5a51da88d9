/**
 * Turns the sample content (tenants/content/*.ndjson) into files `sanity datasets import` accepts.
 *
 * The samples carry `sanity.imageAsset` documents whose URLs point at the platform's own
 * /media/content/ route. The Content Lake only accepts asset documents made by its asset pipeline, and
 * the importer rejects these (no `assetId`/`sha1hash`, not on cdn.sanity.io). So the asset documents are
 * dropped and every image field gets an `_sanityAsset: "image@file://…"` pointing at the file in
 * tenants/media/: the importer uploads each file once (deduplicated by hash) and sets the reference.
 *
 * Usage: npm run import:prepare -w studio [-- <content dir> <output dir>]
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const contentDir = path.resolve(process.argv[2] ?? path.join(here, '../../tenants/content'));
const outDir = path.resolve(process.argv[3] ?? path.join(here, '../.import'));
const mediaDir = path.join(path.dirname(contentDir), 'media');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { _id: string; _type: string; [key: string]: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function replaceAssetRefs(value: Json, files: Map<string, string>, missing: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => replaceAssetRefs(item, files, missing));
  if (!isObject(value)) return value;
  const asset = value.asset;
  if ((value._type === 'image' || value._type === 'file') && isObject(asset) && typeof asset._ref === 'string') {
    const file = files.get(asset._ref);
    if (!file) {
      missing.add(asset._ref);
      return value;
    }
    const { asset: _dropped, ...rest } = value;
    return { ...rest, _sanityAsset: `${value._type}@${pathToFileURL(file).href}` };
  }
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, replaceAssetRefs(v, files, missing)]));
}

const names = (await readdir(contentDir)).filter((name) => name.endsWith('.ndjson')).sort();
const parsed = await Promise.all(
  names.map(async (name) => {
    const text = await readFile(path.join(contentDir, name), 'utf8');
    const docs = text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Doc);
    return { name, docs };
  }),
);

// Asset id -> file on disk, from the asset documents' original file names.
const files = new Map<string, string>();
for (const { docs } of parsed) {
  for (const doc of docs) {
    if (/^sanity\.(image|file)Asset$/.test(doc._type) && typeof doc.originalFilename === 'string') {
      files.set(doc._id, path.join(mediaDir, doc.originalFilename));
    }
  }
}

await mkdir(outDir, { recursive: true });
const missing = new Set<string>();
for (const { name, docs } of parsed) {
  const kept = docs.filter((doc) => !/^sanity\.(image|file)Asset$/.test(doc._type));
  const lines = kept.map((doc) => JSON.stringify(replaceAssetRefs(doc, files, missing)));
  await writeFile(path.join(outDir, name), lines.length ? `${lines.join('\n')}\n` : '');
  console.log(`${name}: ${kept.length} documents (${docs.length - kept.length} asset documents replaced by uploads)`);
}

if (missing.size) {
  console.error(`References to unknown assets left unchanged: ${[...missing].join(', ')}`);
  process.exitCode = 1;
}
console.log(`Written to ${outDir}. Import shared.ndjson first (the dealer files reference its brands).`);
