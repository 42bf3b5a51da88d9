import { describe, expect, it } from 'vitest';
import { hostileFrameworkHeader } from './framework-headers';

const state = (value: string) => new Headers({ 'next-router-state-tree': value });

describe('hostileFrameworkHeader', () => {
  it('lets requests without a router state, and with a real one, through', () => {
    expect(hostileFrameworkHeader(new Headers())).toBeUndefined();
    const real = encodeURIComponent(JSON.stringify(['', { children: ['search', { children: ['__PAGE__', {}] }] }, null, 'refetch']));
    expect(hostileFrameworkHeader(state(real))).toBeUndefined();
  });
  it.each(['junk', '%', '%5B%22%22', '{}', '[1,2]', '["",{"children":"x"}]', `[${'['.repeat(5000)}`, 'x'.repeat(50_000)])(
    'refuses %j',
    (value) => {
      expect(hostileFrameworkHeader(state(value))).toMatch(/malformed router state/);
    },
  );
});
