/**
 * The model dropdown (spec §2 Navigation): models grouped by category in the spec's order; a model whose
 * status is coming_soon is listed under 'Upcoming', the others carry the 'All-New' marker; each links to
 * its override address, else /{model-slug}.
 */
import { MODEL_CATEGORIES } from '@forecourt/schemas/sanity';

export interface MenuModelInput {
  _id: string;
  name: string;
  slug: string;
  category: string;
  status?: string;
  override_url?: string;
  image?: string;
}

export interface MenuModel {
  key: string;
  name: string;
  href: string;
  image?: string;
  upcoming: boolean;
  /** 'Upcoming' or 'All-New' (spec: coming_soon shows as Upcoming, others as All-New). */
  statusLabel: 'Upcoming' | 'All-New';
}

export const UPCOMING_CATEGORY = 'Upcoming';
/** The model list's prefix, e.g. 'New RAV4'. */
export const MODEL_LIST_PREFIX = 'New ';

export function modelHref(model: Pick<MenuModelInput, 'slug' | 'override_url'>): string {
  return model.override_url && model.override_url.length > 0 ? model.override_url : `/${model.slug}`;
}

/** Spec §2: model status coming_soon shows as 'Upcoming', others as 'All-New'. */
export function modelStatusLabel(model: Pick<MenuModelInput, 'status'>): 'Upcoming' | 'All-New' {
  return model.status === 'coming_soon' ? 'Upcoming' : 'All-New';
}

export function groupModels(models: readonly MenuModelInput[]): { category: string; models: MenuModel[] }[] {
  const byCategory = new Map<string, MenuModel[]>();
  for (const m of models) {
    const upcoming = m.status === 'coming_soon';
    const category = upcoming ? UPCOMING_CATEGORY : m.category;
    const entry: MenuModel = {
      key: m._id,
      name: m.name,
      href: modelHref(m),
      image: m.image,
      upcoming,
      statusLabel: modelStatusLabel(m),
    };
    byCategory.set(category, [...(byCategory.get(category) ?? []), entry]);
  }
  const order = [...MODEL_CATEGORIES] as string[];
  const rank = (category: string) => (order.includes(category) ? order.indexOf(category) : order.length);
  return [...byCategory.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([category, list]) => ({ category, models: list }));
}
