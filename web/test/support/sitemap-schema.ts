/**
 * Validates a sitemap against the sitemaps.org 0.9 XSD, the copy the `sitemap` npm package ships,
 * with xmllint compiled to WebAssembly (`xmllint-wasm`): no network and no system xmllint needed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The package exports only its code; the schema sits beside its package.json.
const packageJson = createRequire(import.meta.url).resolve('sitemap/package.json');
const XSD = readFileSync(path.join(path.dirname(packageJson), 'schema', 'sitemap.xsd'), 'utf8');

/** xmllint's messages for the sitemap; empty when it is valid. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: XSD }],
    // Large sitemaps (thousands of URLs) need more than the default 16 MiB.
    maxMemoryPages: 16_384,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The <loc> addresses of a sitemap, unescaped. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );
}
