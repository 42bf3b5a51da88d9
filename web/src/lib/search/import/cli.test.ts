import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredStock } from '../store';

const WEB = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(import.meta.dirname, 'cli.ts');

/** Runs the CLI as `npm run stock:import` does: plain Node with tsx, from web/. */
function cli(args: string[], env: Record<string, string> = {}) {
  const { TYPESENSE_URL: _url, TYPESENSE_API_KEY: _key, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: WEB,
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-import-cli-'));
  const write = (name: string, content: string) => {
    writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };
  return { dir, dataDir: path.join(dir, 'data'), write };
}

const FEED = [
  'stocknum,make,model,year,car_type,price,km',
  'C1,Toyota,RAV4,2022,used,34990,12000',
  'C2,Toyota,Corolla,1800,used,25990,30000',
  'C3,Mazda,3,2023,new,31990,10',
].join('\n');

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe('stock:import CLI', { timeout: 120_000 }, () => {
  it('imports, prints a summary, writes the rejects and exits 0; a second run changes nothing', () => {
    const ws = workspace();
    const feed = ws.write('feed.csv', FEED);
    const args = ['--site', 'harbour-toyota', feed, '--data-dir', ws.dataDir, '--now', '2026-03-01T00:00:00Z'];
    const first = cli(args);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('harbour-toyota: read 3 rows from');
    expect(first.stdout).toContain('imported  2 (new 2, updated 0, unchanged 0)');
    expect(first.stdout).toMatch(/rejected {2}1 -> .*feed\.rejects\.csv/);
    expect(first.stdout).toMatch(/bad_year +1 +e\.g\. line 3: bad year 1800/);
    expect(first.stdout).toContain('warnings  0');
    expect(first.stdout).toContain('marked sold 0');
    expect(first.stdout).toMatch(/time \d+\.\d\d s \(cpu \d+\.\d\d s\), [\d,]+ rows\/s/);
    expect(readFileSync(path.join(ws.dir, 'feed.rejects.csv'), 'utf8')).toContain('3,bad year 1800 (must be 1900–2027),C2,Toyota,Corolla,1800');
    expect(readStoredStock(ws.dataDir, 'harbour-toyota')?.vehicles.map((v) => v.stocknum)).toEqual(['C1', 'C3']);

    const second = cli([...args.slice(0, -1), '2026-03-08T00:00:00Z']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('imported  2 (new 0, updated 0, unchanged 2)');
    expect(second.stdout).toContain('nothing changed in the embedded store');
  });

  it('takes relative paths from where npm was started (INIT_CWD), and --rejects / --dry-run / --partial', () => {
    const ws = workspace();
    ws.write('feed.csv', FEED);
    const run = cli(['--site', 'harbour-toyota', 'feed.csv', '--data-dir', 'data', '--rejects', 'out/../bad.csv', '--dry-run', '--partial'], {
      INIT_CWD: ws.dir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[dry run] harbour-toyota: read 3 rows from feed.csv');
    expect(run.stdout).toContain('not saved (dry run)');
    expect(run.stdout).toContain('(partial feed: nothing marked sold)');
    expect(existsSync(path.join(ws.dir, 'bad.csv'))).toBe(true);
    expect(existsSync(path.join(ws.dir, 'data'))).toBe(false);
  });

  it.each([
    ['an unknown site', ['--site', 'nowhere', 'FEED'], /unknown site "nowhere"/],
    ['an unreadable feed', ['--site', 'harbour-toyota', '/nonexistent/feed.csv'], /cannot read feed \/nonexistent\/feed\.csv: no such file/],
    ['a bad mapping', ['--site', 'harbour-toyota', 'FEED', '--mapping', 'MAPPING'], /is not a valid mapping: columns\.Brand: "brand" is not a vehicle field/],
    ['a missing --site', ['FEED'], /--site <slug> is required/],
    ['a bad --now', ['--site', 'harbour-toyota', 'FEED', '--now', 'soon'], /--now "soon" is not a date/],
    ['an unknown option', ['--site', 'harbour-toyota', 'FEED', '--fast'], /Unknown option '--fast'/],
    ['an unwritable rejects file', ['--site', 'harbour-toyota', 'FEED', '--rejects', '/nonexistent/dir/r.csv'], /cannot write the rejects file/],
  ])('exits 1 with a clear message for %s', (_name, args, message) => {
    const ws = workspace();
    const feed = ws.write('feed.csv', FEED);
    const mapping = ws.write('mapping.json', JSON.stringify({ columns: { Brand: 'brand' } }));
    const run = cli([...args.map((a) => (a === 'FEED' ? feed : a === 'MAPPING' ? mapping : a)), '--data-dir', ws.dataDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^stock:import: /);
    expect(run.stderr).toMatch(message);
    noStackTrace(run.stderr);
    expect(run.stdout).toBe('');
  });
});
