import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../../..');
const FIXTURE = path.join(import.meta.dirname, 'server-hooks.fixture.ts');
// tsx from the workspace (a root devDependency), loaded into a plain `node` child.
const TSX = createRequire(import.meta.url).resolve('tsx');
/** Page-sized, with characters outside ASCII, as a page's HTML has (a two-byte string in V8). */
const BODY = `<!DOCTYPE html><p>2026 Jayco Silverline — 21.6′ · © Coorong Caravans… ${'é'.repeat(20_000)}</p>`;

let child: ChildProcess;
let origin: string;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', TSX, FIXTURE], { cwd: WEB, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '', FIXTURE_BODY: BODY } });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  child?.kill();
});

describe('the server hooks on the wire', () => {
  it('sends a cached page’s kept bytes exactly, request after request', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/cached`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(Buffer.from(BODY, 'utf8'))).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      // The head is still the hooks' own: the security headers are on it.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends a page rendered for one request as it always did', async () => {
    const response = await fetch(`${origin}/dynamic`);
    expect(await response.text()).toBe(BODY);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${origin}/cached`, { method: 'HEAD' });
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(BODY)));
    expect(await response.text()).toBe('');
  });
});
