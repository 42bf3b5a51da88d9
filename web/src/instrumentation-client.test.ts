/**
 * instrumentation-client.ts turns zod's eval off by writing zod's global settings object directly, not
 * through zod's `config()`. Whether zod then compiles with `new Function` is checked in a fresh Node
 * process for each order the two can load in (in the browser the file runs first, before any form
 * brings zod), counting every `new Function`: with the setting zod constructs none, without it zod
 * does (so the count can tell them apart). Should zod move its settings, these fail.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '..');

const SCRIPT = `
const constructed = [];
globalThis.Function = new Proxy(Function, { construct(target, args) { constructed.push(args); return Reflect.construct(target, args); } });
const order = process.argv[1];
if (order === 'file-first') await import('./src/instrumentation-client.ts');
const { z } = await import('zod');
if (order === 'zod-first') await import('./src/instrumentation-client.ts');
const schema = z.object({ name: z.string(), price: z.number() });
for (let i = 0; i < 3; i++) schema.parse({ name: 'Ranger', price: 45990 });
console.log(JSON.stringify({ constructed: constructed.length }));
`;

function newFunctionsMade(order: 'file-first' | 'zod-first' | 'without'): number {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, order],
    { cwd: webDir, encoding: 'utf8' },
  );
  return (JSON.parse(out.trim().split('\n').at(-1)!) as { constructed: number }).constructed;
}

describe('zod runs jitless in the browser', () => {
  it('without the file, zod compiles its object parser with new Function', () => {
    expect(newFunctionsMade('without')).toBeGreaterThan(0);
  });

  it.each(['file-first', 'zod-first'] as const)('with the file (%s), zod makes no new Function', (order) => {
    expect(newFunctionsMade(order)).toBe(0);
  });
});
