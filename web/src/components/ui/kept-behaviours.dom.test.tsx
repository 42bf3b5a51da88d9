// @vitest-environment jsdom
/**
 * The registry of what kept markup does: each behaviour's selector matches the controls its view
 * draws (a renamed attribute would leave a control dead in kept markup), the first match acts, and
 * a behaviour that must act within the event (a share popup) does nothing when the event came first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../../../test/support/server-render';
import ShareRowView from '@/components/vehicle/share/ShareRowView';
import { ShowMoreButton } from '@/components/vehicle/content/ShowMoreButton';
import { delegate, KEPT_BEHAVIOURS } from './kept-behaviours';
import { copyShareLink, SHARE_ROW } from '@/components/vehicle/share/share-behaviour';
import { SHOW_MORE } from './show-more';

const SHARE = { siteUrl: 'https://www.harbour.example', siteName: 'Harbour Toyota', slug: '2023-toyota-rav4-gxl-hbt123', carName: '2023 Toyota RAV4 GXL' };
const URL_OF_CAR = 'https://www.harbour.example/cars/2023-toyota-rav4-gxl-hbt123';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

async function island(markup: React.ReactElement) {
  const within = document.createElement('div');
  within.dataset.kept = 'test';
  within.innerHTML = await serverHtml(markup);
  document.body.append(within);
  return within;
}

describe('kept behaviours', () => {
  it('each share-row behaviour finds its control in the row ShareRowView draws (Dismiss: in the toast of a refused copy)', async () => {
    const row = await island(<ShareRowView share={SHARE} />);
    // jsdom has no clipboard: the copy is refused and the toast offers the address and Dismiss.
    await copyShareLink(row.querySelector<HTMLElement>('button[data-share-copy]')!);
    for (const behaviour of SHARE_ROW) expect(row.querySelector(behaviour.selector), behaviour.selector).not.toBeNull();
  });

  it('a Show more button acts only where the island keeps the server’s markup (React’s own handler acts elsewhere)', async () => {
    const within = await island(
      <>
        <ShowMoreButton controls="list" moreLabel="Show More" lessLabel="Show Less" subject="items" buttonClassName="" />
        <ul id="list">
          <li data-more="" hidden>
            Two
          </li>
        </ul>
      </>,
    );
    const button = within.querySelector<HTMLElement>(SHOW_MORE.selector)!;
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true });
      Object.defineProperty(event, 'target', { value: button.firstElementChild });
      return event;
    };
    expect(delegate(click(), within, { keeping: false, inTime: true })).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(delegate(click(), within, { keeping: true, inTime: true })).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within.querySelector('li')!.hidden).toBe(false);
  });

  it('opens a share popup only from the click itself; a click that fetched the code leaves the link its new tab', async () => {
    const row = await island(<ShareRowView share={SHARE} />);
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const link = row.querySelector<HTMLAnchorElement>('a[data-share-popup]')!;
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      Object.defineProperty(event, 'target', { value: link });
      return event;
    };
    const late = click();
    delegate(late, row, { keeping: true, inTime: false });
    expect(open).not.toHaveBeenCalled();
    expect(late.defaultPrevented).toBe(false);
    const inTime = click();
    delegate(inTime, row, { keeping: true, inTime: true });
    expect(open).toHaveBeenCalledTimes(1);
    expect(inTime.defaultPrevented).toBe(true);
  });

  it('leaves events outside every control, or outside the island, to others', async () => {
    const row = await island(<ShareRowView share={SHARE} />);
    const outside = document.createElement('button');
    outside.dataset.shareCopy = URL_OF_CAR;
    document.body.append(outside);
    const at = (target: Element) => {
      const event = new MouseEvent('click', { bubbles: true });
      Object.defineProperty(event, 'target', { value: target });
      return event;
    };
    expect(delegate(at(row.querySelector('ul')!), row, { keeping: true, inTime: true })).toBe(false);
    expect(delegate(at(outside), row, { keeping: true, inTime: true })).toBe(false);
    expect(KEPT_BEHAVIOURS.length).toBeGreaterThanOrEqual(5);
  });
});
