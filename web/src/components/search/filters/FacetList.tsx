'use client';

import { useId, useState } from 'react';
import type { FacetOption } from '@/domain/search-rules';
import type { FacetParam, StockQuery } from '@/lib/search/query';
import {
  collapseEntries,
  FACET_COLLAPSED_COUNT,
  facetEntries,
  selectedValues,
  toggleFacetValue,
} from './refinements';

export interface FacetListProps {
  param: FacetParam;
  /** The heading ('Body type'). */
  title: string;
  query: StockQuery;
  /** The facet's options from result.facets[param] (label, value, count). */
  options: readonly FacetOption[] | undefined;
  onChange: (next: StockQuery) => void;
  /** How many options show before 'Show more'; default 6. */
  limit?: number;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A facet as a checkbox list ('SUV (42)'); ticking several values of one facet widens the search (OR).
 * Selected values always show, even when their count dropped to 0 or they sit beyond 'Show more'.
 */
export function FacetList({
  param,
  title,
  query,
  options,
  onChange,
  limit = FACET_COLLAPSED_COUNT,
  headingLevel = 3,
}: FacetListProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const selected = selectedValues(query, param);
  const entries = facetEntries(param, options, selected);
  if (entries.length === 0) return null;
  const { shown, hidden } = collapseEntries(entries, selected, expanded, limit);
  const Heading = `h${headingLevel}` as const;
  const listId = `${id}-list`;

  return (
    <fieldset className="min-w-0 border-t border-gray-200 py-4">
      <legend className="float-left mb-2 w-full">
        <Heading className="text-base font-semibold text-gray-900">{title}</Heading>
      </legend>
      <ul id={listId} className="clear-both space-y-1">
        {shown.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className="facet-option facet-choice">
                <input
                  type="checkbox"
                  name={param}
                  value={option.value}
                  checked={checked}
                  onChange={(e) => onChange(toggleFacetValue(query, param, option.value, e.target.checked))}
                />
                <span>{option.label}</span>
                <span>({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 0 || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 rounded px-1 text-sm font-semibold text-brand-text underline underline-offset-2 hover:no-underline"
        >
          {expanded ? 'Show less' : `Show more (${hidden})`}
        </button>
      ) : null}
    </fieldset>
  );
}
