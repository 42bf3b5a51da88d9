/**
 * The choice of which unit test files run isolated (test/isolation.ts): a file that replaces a module,
 * a global or the environment, runs in jsdom or uses the database contracts must not share its
 * worker's modules with the next file; reading, comparing or merely mentioning them is no reason to.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles, literalGlob, NEEDS_OWN_MODULES } from '../test/isolation';

describe('NEEDS_OWN_MODULES', () => {
  it.each([
    "vi.mock('@/lib/content', () => ({}));",
    "vi.doMock('./x');",
    "vi.stubEnv('PAYMENTS', 'stripe');",
    "vi.stubGlobal('fetch', fake);",
    'vi.useFakeTimers();',
    "vi.spyOn(console, 'warn');",
    "process.env.LEAD_WEBHOOK_SECRET = 'x';",
    "process.env['SMTP_URL'] = 'smtp://x';",
    'delete process.env.DATABASE_URL;',
    '// @vitest-environment jsdom',
    'globalThis.ResizeObserver ??= NoObserver;',
    "import { describeEachDatabase } from './test-databases';",
    '// vitest-isolate: reads the lazy slider module before anything loads it',
  ])('isolates a file with %s', (line) => {
    expect(NEEDS_OWN_MODULES.test(line)).toBe(true);
  });

  it.each([
    "expect(process.env.NODE_ENV).toBe('test');",
    "if (process.env.CI === 'true') return;",
    'const onChange = vi.fn();',
    "import { openDatabase } from './open';",
    'expect(globalThis.fetch).toBeDefined();',
  ])('shares modules for a file with only %s', (line) => {
    expect(NEEDS_OWN_MODULES.test(line)).toBe(false);
  });
});

describe('isolatedTestFiles', () => {
  const files = isolatedTestFiles(path.resolve(import.meta.dirname, '..'));

  it('picks this project’s mocking, jsdom and database files, and leaves plain ones shared', () => {
    expect(files).toContain(path.join('src', 'components', 'search', 'filters', 'RangeFilter.dom.test.tsx'));
    expect(files).toContain(path.join('src', 'lib', 'db', 'users.test.ts'));
    expect(files).toContain(
      path.join('src', 'app', '[site]', 'api', 'auth', 'request-code', 'route.test.ts'),
    );
    expect(files).not.toContain(path.join('src', 'domain', 'price.test.ts'));
  });

  it('turns a route folder into a glob that matches only itself', () => {
    expect(literalGlob('src/app/[site]/(shop)/a.test.ts')).toBe('src/app/\\[site\\]/\\(shop\\)/a.test.ts');
  });
});
