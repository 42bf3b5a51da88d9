/**
 * Checks JSON-LD against the schema.org vocabulary with no network: each node is type-checked by the
 * TypeScript compiler against `schema-dts` (the whole vocabulary as TypeScript types). That catches an
 * unknown @type, a property the type does not have (excess property), a value of the wrong type
 * (a Text where a QuantitativeValue is expected) and an enumeration member that does not exist
 * ('https://schema.org/InStockk'). On top, values the vocabulary would accept as Text but that say
 * nothing are refused: 'Not Applicable', 'N/A', empty strings, null.
 */
import path from 'node:path';
import ts from 'typescript';

const WEB = path.resolve(import.meta.dirname, '../..');
const VIRTUAL = path.join(WEB, 'test', 'support', '__jsonld_check__.ts');
const CONTEXT = 'https://schema.org';
const EMPTY_VALUES = /^(not applicable|n\/a|na|none|null|undefined|unknown)$/i;

type Json = unknown;
let previous: ts.Program | undefined;

function nodesOf(block: Json): { node: Record<string, Json>; where: string }[] {
  if (Array.isArray(block)) return block.flatMap((b, i) => nodesOf(b).map((n) => ({ ...n, where: `[${i}]${n.where}` })));
  if (block && typeof block === 'object') {
    const o = block as Record<string, Json>;
    if (Array.isArray(o['@graph'])) return (o['@graph'] as Json[]).map((node, i) => ({ node: node as Record<string, Json>, where: `@graph[${i}]` }));
    return [{ node: o, where: '' }];
  }
  return [];
}

/** Values that say nothing, anywhere in the block. */
function emptyValues(value: Json, where: string): string[] {
  if (value === null) return [`${where}: null`];
  if (typeof value === 'string') return value.trim() === '' || EMPTY_VALUES.test(value.trim()) ? [`${where}: ${JSON.stringify(value)}`] : [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${where}: ${value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyValues(v, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => emptyValues(v, `${where}.${k}`));
  return [];
}

/** Problems with the JSON-LD blocks (parsed), as readable lines; empty when every block conforms. */
export function schemaOrgErrors(blocks: readonly Json[]): string[] {
  const problems: string[] = [];
  const lines = ["import type * as S from 'schema-dts';"];
  const labels: string[] = [];
  blocks.forEach((block, b) => {
    const top = (Array.isArray(block) ? block : [block]) as Record<string, Json>[];
    for (const t of top) if (t?.['@context'] !== CONTEXT) problems.push(`block ${b}: @context is ${JSON.stringify(t?.['@context'])}, not "${CONTEXT}"`);
    problems.push(...emptyValues(block, `block ${b}`));
    for (const { node, where } of nodesOf(block)) {
      const type = node['@type'];
      if (typeof type !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(type)) {
        problems.push(`block ${b}${where}: @type ${JSON.stringify(type)} is not a schema.org type name`);
        continue;
      }
      const { '@context': _context, ...rest } = node;
      labels[lines.length] = `block ${b}${where} (${type})`;
      lines.push(`const n${lines.length}: S.${type} = ${JSON.stringify(rest)};`);
    }
  });
  if (lines.length === 1) return problems;

  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, ...rest) =>
    path.resolve(file) === VIRTUAL ? ts.createSourceFile(file, source, lang) : getSourceFile(file, lang, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === VIRTUAL || fileExists(file);
  // Reusing the last program keeps schema-dts's megabyte of declarations parsed between calls.
  const program = ts.createProgram([VIRTUAL], options, host, previous);
  previous = program;
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    problems.push(`${labels[line] ?? 'check'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n').slice(-3).join(' / ')}`);
  }
  return problems;
}
