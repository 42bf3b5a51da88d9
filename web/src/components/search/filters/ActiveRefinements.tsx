'use client';

import type { FiltersProps } from '../types';
import { buildChips, clearAll } from './refinements';

export type ActiveRefinementsProps = Pick<FiltersProps, 'query' | 'base' | 'result' | 'onChange'> & {
  className?: string;
};

/**
 * The active refinements as removable chips ('Remove Toyota'), with 'Clear all'. Removing a chip of
 * the page's path (base) simply removes it from the query; the page decides the URL.
 */
export function ActiveRefinements({ query, base, result, onChange, className }: ActiveRefinementsProps) {
  const chips = buildChips(query, result.facets, base);
  if (chips.length === 0) return null;
  return (
    <section aria-label="Active filters" className={className}>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove ${chip.label}`}
              onClick={() => onChange(chip.next)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gray-500 bg-white py-1 pr-2 pl-3 text-sm text-gray-900 hover:bg-gray-100"
            >
              <span>{chip.label}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 text-gray-700">
                <path
                  d="M5 5l10 10M15 5L5 15"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => onChange(clearAll(query))}
            className="min-h-9 rounded px-2 text-sm font-semibold text-brand-text underline underline-offset-2 hover:no-underline"
          >
            Clear all
          </button>
        </li>
      </ul>
    </section>
  );
}
