import { own } from '@forecourt/schemas/own';
import { TEMPLATES, type Template } from '@forecourt/schemas/sanity';
import type { FlagColumn } from './columns';

/** A site document as the tool fetches it (published or draft: the raw perspective returns both). */
export interface SiteFlagsDocument {
  _id: string;
  _rev?: string;
  name?: string;
  template?: string;
  [field: string]: unknown;
}

export interface FlagCell {
  value: boolean;
  /** The document has no value: the site uses the field's default. */
  isDefault: boolean;
  /** An unpublished draft of the site holds a different value, which its publishing would make live. */
  draftDiffers: boolean;
}

export interface SiteRow {
  /** The published id: the site's identity, whether or not it has been published yet. */
  id: string;
  name: string;
  template?: string;
  publishedId?: string;
  draftId?: string;
  /** The live value of every column, by column key (the draft's while the site was never published). */
  cells: ReadonlyMap<string, FlagCell>;
}

const DRAFTS_PREFIX = 'drafts.';
export const publishedIdOf = (id: string) =>
  id.startsWith(DRAFTS_PREFIX) ? id.slice(DRAFTS_PREFIX.length) : id;

/** The value at a dotted path of a plain JSON document, or undefined. */
export function valueAt(document: unknown, path: readonly string[]): unknown {
  let node: unknown = document;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = own(node as Record<string, unknown>, segment);
  }
  return node;
}

export function flagValue(document: unknown, column: FlagColumn): { value: boolean; isDefault: boolean } {
  const value = valueAt(document, column.path);
  return typeof value === 'boolean'
    ? { value, isDefault: false }
    : { value: column.defaultValue, isDefault: true };
}

/** One row per site (its draft and published documents together), sorted by name. */
export function siteRows(documents: readonly SiteFlagsDocument[], columns: readonly FlagColumn[]): SiteRow[] {
  const pairs = new Map<string, { published?: SiteFlagsDocument; draft?: SiteFlagsDocument }>();
  for (const document of documents) {
    const id = publishedIdOf(document._id);
    const pair = pairs.get(id) ?? {};
    if (document._id === id) pair.published = document;
    else pair.draft = document;
    pairs.set(id, pair);
  }
  const rows = [...pairs].map(([id, { published, draft }]): SiteRow => {
    const live = (published ?? draft)!;
    const cells = new Map(
      columns.map((column) => {
        const cell = flagValue(live, column);
        const draftDiffers = Boolean(published && draft) && flagValue(draft, column).value !== cell.value;
        return [column.key, { ...cell, draftDiffers }] as const;
      }),
    );
    return {
      id,
      name: (draft?.name ?? live.name)?.trim() || id,
      template: live.template,
      publishedId: published?._id,
      draftId: draft?._id,
      cells,
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-AU') || a.id.localeCompare(b.id));
}

export type TemplateFilter = Template | 'all';
export const TEMPLATE_FILTERS: readonly TemplateFilter[] = ['all', ...TEMPLATES];

export const filterRows = (rows: readonly SiteRow[], template: TemplateFilter): SiteRow[] =>
  template === 'all' ? [...rows] : rows.filter((row) => row.template === template);

/** One document patch of a toggle: make sure the parent objects exist, then set the flag. */
export interface FlagPatch {
  id: string;
  setIfMissing: Record<string, object>;
  set: Record<string, boolean>;
}

/**
 * The patches that turn a flag on or off. The published document is patched directly, so the change is
 * live at once (flags are platform switches an administrator expects to take effect, and no editor
 * could publish them from the form anyway: the field is read-only to them). A draft, when there is
 * one, gets the same change: publishing it later must not quietly undo the switch. A site never
 * published has only its draft.
 */
export function flagPatches(row: SiteRow, column: FlagColumn, value: boolean): FlagPatch[] {
  const setIfMissing = Object.fromEntries(
    column.path.slice(0, -1).map((_, i) => [column.path.slice(0, i + 1).join('.'), {}]),
  );
  return [row.publishedId, row.draftId]
    .filter((id): id is string => id !== undefined)
    .map((id) => ({ id, setIfMissing, set: { [column.key]: value } }));
}
