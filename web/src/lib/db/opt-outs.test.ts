import { expect, it } from 'vitest';
import { hasOptedOut, recordOptOut } from './opt-outs';
import { describeEachDatabase, unique } from './test-databases';

describeEachDatabase('marketing opt-outs', (handle) => {
  it('remembers an address per site, whatever its case and spaces, and only that address', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    expect(await hasOptedOut(handle.db, site, 'ann@example.com')).toBe(false);
    await recordOptOut(handle.db, site, ' Ann@Example.com ');
    await recordOptOut(handle.db, site, 'ann@example.com');
    expect(await hasOptedOut(handle.db, site, 'ANN@example.com')).toBe(true);
    expect(await hasOptedOut(handle.db, site, 'bob@example.com')).toBe(false);
    expect(await hasOptedOut(handle.db, other, 'ann@example.com')).toBe(false);
  });
});
