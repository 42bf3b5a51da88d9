import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretFromDataDir } from './data-dir-secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secretFromDataDir', () => {
  it('makes a 32-byte secret once (owner-only) and reads the same one back', () => {
    const dir = tempDir();
    const made = secretFromDataDir(path.join(dir, 'nested'), 'auth-secret');
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretFromDataDir(path.join(dir, 'nested'), 'auth-secret')).toBe(made);
    const file = path.join(dir, 'nested', 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(made);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces a file too short to be a secret', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'auth-secret'), 'short\n');
    const made = secretFromDataDir(dir, 'auth-secret');
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(secretFromDataDir(dir, 'auth-secret')).toBe(made);
  });
});
