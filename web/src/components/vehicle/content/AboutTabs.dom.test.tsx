// @vitest-environment jsdom
/**
 * The vehicle page's tabs as the browser gets them: server HTML, hydrated and kept as drawn (no React
 * for them in the browser). A click selects; on the focused tab the arrow keys (wrapping), Home and
 * End move the focus and the selection; the panels' content is never redrawn; the Show more button
 * in a panel works too.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../test/support/dom-root';
import { serverHtml } from '../../../../test/support/server-render';
import { KeptVehicleContent } from './KeptVehicleContent';
import type { VehicleContentModel } from './VehicleContentView';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

const model: VehicleContentModel = {
  details: [],
  keyInfo: [],
  caravan: [],
  comments: { pending: false, full: 'Great car.' },
  included: [],
  carModel: 'Camry',
  why: { kind: 'benefits', items: ['Genuine Toyota dealer'] },
  siteName: 'Harbour Toyota',
  protectHref: '/apply-for-finance',
  features: Array.from({ length: 10 }, (_, i) => `Feature ${i + 1}`),
  tabs: [
    { id: 'dealer-comments', label: 'Dealer Comments' },
    { id: 'features', label: 'Features' },
    { id: 'protect-your-car', label: 'Protect Your Car' },
  ],
  tabsLabel: 'About this Toyota Camry',
};

const dom = domRoot();
beforeEach(async () => {
  dom.container.innerHTML = await serverHtml(<KeptVehicleContent part="about" model={model} />);
  await act(async () => {
    dom.hydrate(<KeptVehicleContent part="about" model={model} />);
    await Promise.resolve();
  });
});

const tab = (id: string) => dom.container.querySelector<HTMLElement>(`[role="tab"][data-tab="${id}"]`)!;
const selected = () => [...dom.container.querySelectorAll('[role="tab"]')].filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.getAttribute('data-tab'));
const activePanels = () => [...dom.container.querySelectorAll('[role="tabpanel"][data-state="active"]')].map((p) => p.getAttribute('aria-labelledby'));
const key = (id: string, name: string) => tab(id).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('About This Car tabs, kept from the server', () => {
  it('is a named tab list whose first tab is selected, every panel in the HTML', () => {
    expect(dom.container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('About this Toyota Camry');
    expect(dom.container.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(selected()).toEqual(['dealer-comments']);
    expect(activePanels()).toEqual([tab('dealer-comments').id]);
    expect(tab('features').tabIndex).toBe(-1);
    expect(tab('features').getAttribute('aria-controls')).toBe(dom.container.querySelectorAll('[role="tabpanel"]')[1]!.id);
  });

  it('selects by click, and by the arrow keys, Home and End on the focused tab', async () => {
    const panel = dom.container.querySelectorAll('[role="tabpanel"]')[1]!;
    tab('features').click();
    await vi.waitFor(() => expect(selected()).toEqual(['features']));
    expect(activePanels()).toEqual([tab('features').id]);
    expect(tab('features').tabIndex).toBe(0);
    expect(tab('dealer-comments').tabIndex).toBe(-1);

    tab('features').focus();
    key('features', 'ArrowRight');
    await vi.waitFor(() => expect(selected()).toEqual(['protect-your-car']));
    expect(document.activeElement).toBe(tab('protect-your-car'));
    key('protect-your-car', 'ArrowRight');
    await vi.waitFor(() => expect(selected()).toEqual(['dealer-comments']));
    key('dealer-comments', 'End');
    await vi.waitFor(() => expect(selected()).toEqual(['protect-your-car']));
    key('protect-your-car', 'Home');
    await vi.waitFor(() => expect(selected()).toEqual(['dealer-comments']));
    key('dealer-comments', 'ArrowLeft');
    await vi.waitFor(() => expect(selected()).toEqual(['protect-your-car']));
    expect(document.activeElement).toBe(tab('protect-your-car'));
    // The panels are the server's, never redrawn.
    expect(dom.container.querySelectorAll('[role="tabpanel"]')[1]).toBe(panel);
  });

  it('shows all the features with the panel’s Show All', async () => {
    const shown = () => [...dom.container.querySelectorAll('[data-testid="feature-list"] li')].filter((li) => !(li as HTMLElement).hidden).length;
    expect(shown()).toBe(8);
    dom.container.querySelector<HTMLButtonElement>('button[data-show-more]')!.click();
    await vi.waitFor(() => expect(shown()).toBe(10));
  });
});

describe('keys that are not the tabs’ keys', () => {
  it.each(['a', 'Enter', 'constructor', 'toString', '__proto__'])('%s leaves the selection and the focus alone', async (name) => {
    tab('dealer-comments').focus();
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    tab('dealer-comments').dispatchEvent(event);
    // Let the behaviours' module arrive and run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selected()).toEqual(['dealer-comments']);
    expect(document.activeElement).toBe(tab('dealer-comments'));
    expect(event.defaultPrevented).toBe(false);
  });
});
