/**
 * The favourites list's choices, as pure functions: which saved cars are ticked for comparison (at
 * most COMPARE_LIMIT, in the order ticked), what the list calls a car and what the status line says.
 * The list itself is in localStorage (search/results/favourites.ts); this only reads entries.
 */
import { COMPARE_LIMIT } from '@/components/compare/compare-url';
import type { FavouriteEntry } from '@/components/search/results/favourites';
import { countText, type VehicleNoun } from '@/domain/vehicle-noun';

export interface PickResult {
  picked: string[];
  /** The tick was refused: COMPARE_LIMIT cars are already chosen. */
  refused: boolean;
}

/** Ticks (`checked`) or unticks `id`; a tick past the limit is refused and changes nothing. */
export function pickForCompare(picked: readonly string[], id: string, checked: boolean, limit = COMPARE_LIMIT): PickResult {
  if (!checked) return { picked: picked.filter((p) => p !== id), refused: false };
  if (picked.includes(id)) return { picked: [...picked], refused: false };
  if (picked.length >= limit) return { picked: [...picked], refused: true };
  return { picked: [...picked, id], refused: false };
}

/** The ticked ids still saved (a car removed here or in another tab drops out of the comparison). */
export function savedPicks(picked: readonly string[], favourites: readonly Pick<FavouriteEntry, 'id'>[]): string[] {
  const saved = new Set(favourites.map((f) => f.id));
  return picked.filter((id) => saved.has(id));
}

/** The car's name as saved, else its make and model (older entries may have a blank name). */
export function favouriteTitle(entry: Pick<FavouriteEntry, 'name' | 'make' | 'model'>): string {
  return entry.name.trim() || `${entry.make} ${entry.model}`.trim();
}

/** '2 of 4 chosen to compare'; with a refusal, how to choose another. */
export function compareStatusText(count: number, refused: boolean, noun: VehicleNoun, limit = COMPARE_LIMIT): string {
  const chosen = `${count} of ${limit} chosen to compare.`;
  return refused ? `You can compare up to ${countText(limit, noun)}. Untick one to choose another. ${chosen}` : chosen;
}
