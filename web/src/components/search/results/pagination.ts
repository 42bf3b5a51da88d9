/** Page numbers for the pagination bar: first, last, and `siblings` either side of the current page, with gaps. */
import { CAR_NOUN, countText, type VehicleNoun } from '@/domain/vehicle-noun';
export type PageItem = number | 'gap';

export function pageItems(page: number, pages: number, siblings = 1): PageItem[] {
  if (!(pages >= 1)) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const wanted = new Set<number>([1, pages]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** A plain left click without modifier keys: the page handles it; anything else (new tab...) follows the href. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** '123 cars', '1 car', '2,500 caravans' (the site's noun: domain/vehicle-noun.ts). */
export function carCountText(count: number, noun: VehicleNoun = CAR_NOUN): string {
  return countText(count, noun);
}
