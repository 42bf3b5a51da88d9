/**
 * Make cards and their model sub-lists: the `make_model` facet's values are 'Make Model'
 * ('Toyota HiLux', 'Land Rover Defender 110'), grouped under the make they start with.
 */
import type { FacetOption } from '@/domain/search-rules';

export interface ModelOption extends FacetOption {
  /** The model part only ('HiLux'), shown under its make's card. */
  model: string;
}

/** The make a 'Make Model' value belongs to: the longest make it starts with (followed by a space). */
export function makeOf(makeModel: string, makes: readonly string[]): string | undefined {
  const value = makeModel.toLowerCase();
  let best: string | undefined;
  for (const make of makes) {
    const prefix = `${make.toLowerCase()} `;
    if (value.startsWith(prefix) && value.length > prefix.length && (!best || make.length > best.length))
      best = make;
  }
  return best;
}

/**
 * Models per make (keys are the make values as given). Selected make_model values that the facet no
 * longer returns are kept with count 0, so a ticked model never disappears. Order: the facet's order,
 * then the kept selections.
 */
export function groupModels(
  makes: readonly string[],
  makeModels: readonly FacetOption[] | undefined,
  selected: readonly string[] = [],
): Map<string, ModelOption[]> {
  const groups = new Map<string, ModelOption[]>(makes.map((m) => [m, []]));
  const seen = new Set<string>();
  const add = (option: FacetOption) => {
    if (seen.has(option.value)) return;
    const make = makeOf(option.value, makes);
    if (!make) return;
    seen.add(option.value);
    const model = option.value.slice(make.length + 1).trim();
    groups.get(make)?.push({ ...option, label: model, model });
  };
  for (const option of makeModels ?? []) add(option);
  for (const value of selected) add({ value, label: value, count: 0 });
  return groups;
}

/** make_model values that belong to a make (to drop with it when the make is unticked). */
export function modelsOfMake(
  make: string,
  makeModels: readonly string[],
  makes: readonly string[],
): string[] {
  return makeModels.filter((v) => makeOf(v, makes) === make);
}
