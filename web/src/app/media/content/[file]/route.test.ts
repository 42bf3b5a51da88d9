import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const call = (file: string) => GET(new Request('http://x/'), { params: Promise.resolve({ file }) });
const sample = readdirSync(path.join(path.dirname(contentDir()), 'media')).find((f) => f.endsWith('.svg'))!;

describe('GET /media/content/[file]', () => {
  it('serves a content image with a restrictive policy', async () => {
    const response = await call(sample);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each(['../package.json', '..%2Fpackage.json', '.env', 'missing-file.svg', 'x.exe', '', 'a/b.svg'])('404s %j', async (file) => {
    expect((await call(file)).status).toBe(404);
  });
});
