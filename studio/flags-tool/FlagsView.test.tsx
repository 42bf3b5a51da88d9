// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flagColumns, type FlagColumn } from './columns';
import { FlagsView, type FlagsViewProps } from './FlagsView';
import { siteRows, type SiteRow } from './rows';
import { compiledSiteType, sampleSites } from './test-fixture';

// Sanity (loaded for the compiled schema) calls CSS.supports when its module loads; jsdom has no CSS.
vi.hoisted(() => {
  const g = globalThis as unknown as Record<'CSS' | 'matchMedia' | 'IS_REACT_ACT_ENVIRONMENT', unknown>;
  g.CSS ??= { supports: () => false };
  // @sanity/ui asks for the user's motion and colour preferences.
  g.matchMedia ??= (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  g.IS_REACT_ACT_ENVIRONMENT = true;
});

let columns: FlagColumn[];
let rows: SiteRow[];
beforeAll(async () => {
  columns = flagColumns(await compiledSiteType());
  rows = siteRows(sampleSites, columns);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(props: Partial<FlagsViewProps>) {
  const container = document.body.appendChild(document.createElement('div'));
  const all: FlagsViewProps = {
    rows,
    columns,
    canEdit: true,
    pending: new Set(),
    onSelect: vi.fn(),
    onToggle: vi.fn(),
    template: 'all',
    onTemplate: vi.fn(),
    history: { status: 'idle' },
    ...props,
  };
  root = createRoot(container);
  act(() =>
    root!.render(
      <ThemeProvider theme={studioTheme}>
        <FlagsView {...all} />
      </ThemeProvider>,
    ),
  );
  return { container, props: all };
}

const switches = (container: HTMLElement, site: string) => [
  ...container.querySelectorAll<HTMLInputElement>(`tr[data-site="${site}"] input[type="checkbox"]`),
];

// The first render styles every @sanity/ui component: seconds on a busy machine.
describe('the Feature flags tool', { timeout: 60_000 }, () => {
  it('shows a switch per site and flag, as the documents hold them, and toggles for an administrator', () => {
    const { container, props } = render({});
    expect(container.querySelectorAll('tbody tr')).toHaveLength(4);
    const harbour = switches(container, 'site-harbour-toyota');
    expect(harbour).toHaveLength(columns.length);
    const certified = harbour[columns.findIndex((c) => c.key === 'features.toyota_certified')]!;
    expect(certified.checked).toBe(true);
    expect(certified.disabled).toBe(false);
    act(() => certified.click());
    expect(props.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'site-harbour-toyota' }),
      expect.objectContaining({ key: 'features.toyota_certified' }),
      false,
    );
    expect(container.textContent).not.toContain('Only platform administrators');
  });

  it('disables every switch for anyone else, and says why', () => {
    const { container, props } = render({ canEdit: false });
    const all = [...container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    expect(all.length).toBe(4 * columns.length);
    expect(all.every((s) => s.disabled)).toBe(true);
    expect(container.textContent).toContain('Only platform administrators can change feature flags.');
    expect(all[0]!.getAttribute('aria-label')).toContain(
      'Only platform administrators can change feature flags.',
    );
    act(() => all[0]!.click());
    expect(props.onToggle).not.toHaveBeenCalled();
  });

  it('filters by template and lists the selected site’s changes', () => {
    const { container } = render({
      template: 'caravan',
      selectedId: 'site-coorong-caravans',
      history: {
        status: 'ready',
        lines: [{ key: 't1', when: '2 Mar 2026, 8:00 pm', who: 'Alex Admin', what: 'Chat on' }],
      },
    });
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-site'))).toEqual([
      'site-coorong-caravans',
    ]);
    expect(container.textContent).toContain('1 of 4 sites');
    expect(container.querySelector('ol li')?.textContent).toBe('2 Mar 2026, 8:00 pm · Alex Admin: Chat on');
  });
});
