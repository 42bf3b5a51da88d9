// @vitest-environment jsdom
/**
 * The result cards' favourite and watchlist buttons, drawn as plain markup by the card view and worked
 * for the whole grid by CardSaveControls (card-save-controls.ts): disabled until their state is known,
 * then pressed or not by this browser's favourites and the shopper's watchlist; a press saves; a sold
 * car's watchlist button shows only when it is saved; cards drawn later get the same.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { stockFor } from '@forecourt/tenants/stock';
import { act, useRef, type ReactNode } from 'react';
import { mutate } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistControl } from '@/domain/buttons';
import { domRoot, until } from '../../../../test/support/dom-root';
import type { VehicleCardModel } from './card-model';
import { cardSaves } from './card-saves';
import { CardSaveControls } from './CardSaveControls';
import { FAVOURITES_KEY } from './favourites';
import VehicleCardView, { cardHeadingId } from './VehicleCardView';

const NOW = new Date('2025-07-10T02:00:00Z');
const SITE = { features: { watchlist: true } };
const stock = stockFor('harbour-toyota', { now: NOW, count: 4 }).map((v) => ({ ...v, status: 'in_stock' as const, sold: false }));
const sold: Vehicle = { ...stock[3]!, status: 'sold', sold: true };
const [first, second, third] = stock as [Vehicle, Vehicle, Vehicle];

let watchlist: string[] | 'signed-out' = [];
const posts: { car_id: string }[] = [];
const fetchSpy = vi.fn((url: string, init?: RequestInit) => {
  if (url === '/api/watchlist') {
    return Promise.resolve(watchlist === 'signed-out' ? new Response(null, { status: 401 }) : Response.json({ phone_number: '0412345678', car_ids: watchlist }));
  }
  if (url === '/api/watchlist/save-car') {
    posts.push(JSON.parse(init?.body as string) as { car_id: string });
    return Promise.resolve(Response.json({ success: true }));
  }
  return Promise.resolve(new Response(null, { status: 204 }));
});

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
beforeEach(async () => {
  // SWR's cache outlives a test, and it takes no second request for the list within 2 s
  // (WatchlistData's dedupingInterval): each test starts from a list not yet asked for.
  await mutate(() => true, undefined, { revalidate: false });
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  watchlist = [];
  posts.length = 0;
  fetchSpy.mockClear();
  localStorage.clear();
  vi.stubGlobal('fetch', fetchSpy);
});

/** A card of a site with favourites and the watchlist (the card's rules are card-model.test.ts's). */
const model = (vehicle: Vehicle): VehicleCardModel => ({
  id: vehicle.id,
  title: vehicle.name,
  href: `/cars/${vehicle.slug}`,
  photoCount: 0,
  price: { kind: 'text', text: 'Enquire for price' },
  secondaryTags: [],
  certified: false,
  specs: [],
  belowMarket: false,
  favourite: true,
  // watchlistControl's answers for the car, saved and not (domain/buttons.ts).
  watchlist: { saved: watchlistControl(vehicle, SITE, true), unsaved: watchlistControl(vehicle, SITE, false) },
  inStock: vehicle.status !== 'sold',
});

function Card({ card }: { card: VehicleCardModel }) {
  return (
    <article aria-labelledby={cardHeadingId(card)}>
      <h3 id={cardHeadingId(card)}>{card.title}</h3>
      <VehicleCardView part="image" card={card} saveButtons />
    </article>
  );
}

function Grid({ cars, children }: { cars: Vehicle[]; children?: ReactNode }) {
  const cards = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={cards}>
        {cars.map((car) => <Card key={car.id} card={model(car)} />)}
        {children}
      </div>
      <CardSaveControls cards={cards} saves={cardSaves([first, second, third, sold])} hits={[]} watchlist />
    </>
  );
}

/** The tracking events posted, as event id and the car's make. */
const events = () =>
  fetchSpy.mock.calls
    .filter(([url]) => url === '/api/events')
    .map(([, init]) => {
      const body = JSON.parse(init?.body as string) as { event_id: number; params?: { vehicleMake?: string } };
      return { event_id: body.event_id, make: body.params?.vehicleMake };
    });
const heart = (car: Vehicle) => dom.container.querySelector<HTMLButtonElement>(`button[data-card-favourite="${car.id}"]`)!;
const bookmark = (car: Vehicle) => dom.container.querySelector<HTMLButtonElement>(`button[data-card-watchlist="${car.id}"]`)!;

describe('CardSaveControls', () => {
  it('draws the buttons disabled, then shows the favourites in this browser and saves a press', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([{ id: second.id, name: second.name, slug: second.slug, make: second.make, model: second.model }]));
    act(() => dom.root.render(<Grid cars={[first, second]} />));
    expect(heart(first).disabled).toBe(true);
    await until(() => expect(heart(first).disabled).toBe(false));
    expect(heart(first).getAttribute('aria-pressed')).toBe('false');
    expect(heart(second).getAttribute('aria-pressed')).toBe('true');
    expect(heart(second).title).toBe('Saved to your favourites');

    act(() => heart(first).click());
    expect(heart(first).getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(localStorage.getItem(FAVOURITES_KEY)!) as { id: string; slug: string }[];
    expect(stored.map((entry) => entry.id)).toContain(first.id);
    expect(stored.find((entry) => entry.id === first.id)?.slug).toBe(first.slug);
    // Adding fires event 39 with the car's tracking parameters (card-saves.ts).
    await until(() => expect(events()).toEqual([{ event_id: 39, make: first.make }]));
  });

  it('shows the watchlist once it has answered, saves a press, and shows a sold car only when saved', async () => {
    watchlist = [sold.id];
    act(() => dom.root.render(<Grid cars={[first, third, sold]} />));
    expect(bookmark(first).disabled).toBe(true);
    expect(bookmark(sold).hidden).toBe(true);
    await until(() => expect(bookmark(first).disabled).toBe(false));
    expect(bookmark(first).getAttribute('aria-pressed')).toBe('false');
    expect(bookmark(sold).hidden).toBe(false);
    expect(bookmark(sold).getAttribute('aria-pressed')).toBe('true');

    act(() => bookmark(third).click());
    await until(() => expect(bookmark(third).getAttribute('aria-pressed')).toBe('true'));
    expect(posts).toEqual([{ phone_number: '0412345678', car_id: third.id }]);
    expect(bookmark(third).title).toBe('Saved to watchlist');
    await until(() => expect(events()).toEqual([{ event_id: 39, make: third.make }]));
  });

  it('keeps a sold car’s watchlist button hidden when it is not saved, and leaves a signed-out shopper’s buttons unpressed', async () => {
    watchlist = 'signed-out';
    act(() => dom.root.render(<Grid cars={[first, sold]} />));
    await until(() => expect(bookmark(first).disabled).toBe(false));
    expect(bookmark(first).getAttribute('aria-pressed')).toBe('false');
    expect(bookmark(sold).hidden).toBe(true);
  });

  it('works cards drawn after it started (a refinement’s results)', async () => {
    act(() => dom.root.render(<Grid cars={[first]} />));
    await until(() => expect(heart(first).disabled).toBe(false));
    act(() => dom.root.render(<Grid cars={[first]}><Card card={model(second)} /></Grid>));
    await until(() => expect(heart(second).disabled).toBe(false));
    expect(bookmark(second).disabled).toBe(false);
  });
});
