import type { ChangeEvent } from 'react';
import { ALL_MAKES_LABEL, orderMakeOptions, type FacetOption } from '@/domain/search-rules';

export const POPULAR_MAKES_LABEL = 'Popular Makes';

export interface MakeSelectProps {
  /** The select's id (its label points at it). */
  id: string;
  /** The make facet's options (result.facets.make). */
  options: readonly FacetOption[];
  /** site.search_settings.popular_makes. */
  popularMakes: readonly string[];
  /** The selected make ('' or undefined for any make). */
  value: string | undefined;
  /** Without it the select is uncontrolled (server HTML): `value` is then only where it starts. */
  onChange?: (make: string | undefined) => void;
  /** Visible label; default 'Make'. */
  label?: string;
  /** Text of the empty choice; default 'Any make'. */
  anyLabel?: string;
  /** Form field name (so a plain GET form works without JavaScript); default 'make'. */
  name?: string;
  /** Show counts after the make names; default true. */
  showCounts?: boolean;
  className?: string;
}

/**
 * A native make drop-down for compact forms: popular makes first, then an 'All Makes' group
 * (from item 20 at the latest), each group an <optgroup>. No hooks: the server renders it into the
 * quick search's HTML, and the quick search's own code renders it again once loaded.
 */
export function MakeSelect({
  id,
  options,
  popularMakes,
  value,
  onChange,
  label = 'Make',
  anyLabel = 'Any make',
  name = 'make',
  showCounts = true,
  className,
}: MakeSelectProps) {
  const ordered = orderMakeOptions(options, popularMakes);
  const popular = ordered.filter((o) => o.group === 'popular');
  const rest = ordered.filter((o) => o.group === 'all');
  const current = value ?? '';
  const known = ordered.some((o) => o.value === current);
  const option = (o: FacetOption) => (
    <option key={o.value} value={o.value}>
      {showCounts ? `${o.label} (${o.count})` : o.label}
    </option>
  );
  const state = onChange
    ? { value: current, onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value || undefined) }
    : { defaultValue: current };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-handoff={name}
        {...state}
        className="h-11 w-full rounded-md border border-gray-500 bg-white px-2 text-base text-gray-900"
      >
        <option value="">{anyLabel}</option>
        {current && !known ? <option value={current}>{current}</option> : null}
        {popular.length > 0 ? <optgroup label={POPULAR_MAKES_LABEL}>{popular.map(option)}</optgroup> : null}
        {rest.length > 0 ? <optgroup label={ALL_MAKES_LABEL}>{rest.map(option)}</optgroup> : null}
      </select>
    </div>
  );
}
