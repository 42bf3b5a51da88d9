/**
 * The model dropdown (spec §2 Navigation): models grouped by category in the spec's order; a model whose
 * status is coming_soon is listed under 'Upcoming', the others carry the 'All-New' marker; each links to
 * its override address, else /{model-slug} (Explore), and to the model's stock (Our Stock).
 */
import { MODEL_CATEGORIES } from '@forecourt/schemas/sanity';
import { slugify } from './names';

export interface MenuModelInput {
  _id: string;
  name: string;
  slug: string;
  category: string;
  status?: string;
  override_url?: string;
  image?: string;
  /** The CDN copy of the image, preferred over `image` (spec §3 Model). */
  cloudfront_new_image_url?: string;
}

export interface MenuModel {
  key: string;
  name: string;
  /** Explore: the model page, or the model's override address. */
  href: string;
  /** Our Stock: the search page of this make and model. */
  stockHref: string;
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

/** Our Stock: /search/{make}/{model} (spec §2 search paths), shared by the model page, menus and lists. */
export function modelStockPath(make: string, modelName: string): string {
  return `/search/${slugify(make)}/${slugify(modelName)}`;
}

/** Spec §2: model status coming_soon shows as 'Upcoming', others as 'All-New'. */
export function modelStatusLabel(model: Pick<MenuModelInput, 'status'>): 'Upcoming' | 'All-New' {
  return model.status === 'coming_soon' ? 'Upcoming' : 'All-New';
}

export interface ModelGroup {
  category: string;
  models: MenuModel[];
}

/** `make` is the franchise's manufacturer name, for the Our Stock path. */
export function groupModels(models: readonly MenuModelInput[], make: string): ModelGroup[] {
  const byCategory = new Map<string, MenuModel[]>();
  for (const m of models) {
    const upcoming = m.status === 'coming_soon';
    const category = upcoming ? UPCOMING_CATEGORY : m.category;
    const entry: MenuModel = {
      key: m._id,
      name: m.name,
      href: modelHref(m),
      stockHref: modelStockPath(make, m.name),
      image: m.cloudfront_new_image_url ?? m.image,
      upcoming,
      statusLabel: modelStatusLabel(m),
    };
    byCategory.set(category, [...(byCategory.get(category) ?? []), entry]);
  }
  const order = [...MODEL_CATEGORIES] as string[];
  const rank = (category: string) => (order.includes(category) ? order.indexOf(category) : order.length);
  return [...byCategory.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([category, list]) => ({ category, models: list }));
}
