'use client';

import { useId, useState } from 'react';
import { COLLAPSED_MAKE_COUNT, orderMakeOptions, visibleMakes } from '@/domain/search-rules';
import type { StockQuery } from '@/lib/search/query';
import type { SearchResponse, Site } from '../types';
import { groupModels, modelsOfMake, type ModelOption } from './makes';
import { facetEntries, selectedValues, toggleFacetValue, withFacetValues } from './refinements';

export interface MakeFilterProps {
  query: StockQuery;
  result: Pick<SearchResponse, 'facets'>;
  site: { search_settings: Pick<Site['search_settings'], 'popular_makes'> };
  onChange: (next: StockQuery) => void;
  /** The heading; default 'Make'. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Make cards (name and count), popular makes first, 7 until 'Show all makes'. A make with models in
 * the `make_model` facet has a 'Select models' / 'Hide' toggle opening its model checkboxes. Unticking
 * a make also drops its ticked models. Selected makes always show.
 */
export function MakeFilter({
  query,
  result,
  site,
  onChange,
  title = 'Make',
  headingLevel = 3,
}: MakeFilterProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // Per make: the shopper's choice; by default a make's models show when one of them is ticked.
  const [open, setOpen] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const selected = selectedValues(query, 'make');
  const selectedModels = selectedValues(query, 'make_model');
  const makes = orderMakeOptions(
    facetEntries('make', result.facets.make, selected),
    site.search_settings.popular_makes,
  );
  if (makes.length === 0) return null;

  const makeNames = makes.map((m) => m.value);
  const models = groupModels(makeNames, result.facets.make_model, selectedModels);
  const collapsed = visibleMakes(makes, false);
  const shown = expanded ? makes : makes.filter((m) => collapsed.includes(m) || selected.includes(m.value));
  const hidden = makes.length - shown.length;
  const Heading = `h${headingLevel}` as const;
  const listId = `${id}-makes`;

  const toggleMake = (make: string, on: boolean) => {
    let next = toggleFacetValue(query, 'make', make, on);
    if (!on) {
      const drop = modelsOfMake(make, selectedModels, makeNames);
      if (drop.length > 0)
        next = withFacetValues(
          next,
          'make_model',
          selectedModels.filter((v) => !drop.includes(v)),
        );
    }
    onChange(next);
  };
  const setModelsOpen = (make: string, value: boolean) =>
    setOpen((current) => new Map(current).set(make, value));

  return (
    <fieldset className="min-w-0 border-t border-gray-200 py-4">
      <legend className="float-left mb-2 w-full">
        <Heading className="text-base font-semibold text-gray-900">{title}</Heading>
      </legend>
      <ul id={listId} className="clear-both space-y-2">
        {shown.map((make, index) => {
          const checked = selected.includes(make.value);
          const makeModels = models.get(make.value) ?? [];
          const modelsId = `${id}-models-${index}`;
          const isOpen = open.get(make.value) ?? makeModels.some((m) => selectedModels.includes(m.value));
          return (
            <li
              key={make.value}
              className={`rounded-md border ${checked ? 'border-brand ring-1 ring-brand' : 'border-gray-300'} bg-white`}
            >
              <div className="flex items-center gap-2 px-2">
                <label className="facet-choice flex min-h-11 flex-1 cursor-pointer items-center gap-2 text-sm text-gray-900">
                  <input
                    type="checkbox"
                    name="make"
                    value={make.value}
                    checked={checked}
                    onChange={(e) => toggleMake(make.value, e.target.checked)}
                  />
                  <span className="font-medium">{make.label}</span>
                  <span>({make.count})</span>
                </label>
                {makeModels.length > 0 ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={modelsId}
                    onClick={() => setModelsOpen(make.value, !isOpen)}
                    className="shrink-0 rounded px-1 py-1 text-xs font-semibold text-brand-text underline underline-offset-2 hover:no-underline"
                  >
                    {isOpen ? 'Hide' : 'Select models'}
                    <span className="sr-only">{isOpen ? ` ${make.label} models` : ` for ${make.label}`}</span>
                  </button>
                ) : null}
              </div>
              {makeModels.length > 0 ? (
                <ModelList
                  id={modelsId}
                  hidden={!isOpen}
                  make={make.label}
                  options={makeModels}
                  selected={selectedModels}
                  onToggle={(value, on) => onChange(toggleFacetValue(query, 'make_model', value, on))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {makes.length > COLLAPSED_MAKE_COUNT && (hidden > 0 || expanded) ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 rounded px-1 text-sm font-semibold text-brand-text underline underline-offset-2 hover:no-underline"
        >
          {expanded ? 'Show fewer makes' : 'Show all makes'}
        </button>
      ) : null}
    </fieldset>
  );
}

function ModelList({
  id,
  hidden,
  make,
  options,
  selected,
  onToggle,
}: {
  id: string;
  hidden: boolean;
  make: string;
  options: readonly ModelOption[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <ul
      id={id}
      hidden={hidden}
      aria-label={`${make} models`}
      className="space-y-1 border-t border-gray-200 px-2 py-2 pl-8"
    >
      {options.map((option) => (
        <li key={option.value}>
          <label className="facet-choice flex min-h-9 cursor-pointer items-center gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              name="make_model"
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(e) => onToggle(option.value, e.target.checked)}
            />
            <span>{option.model}</span>
            <span>({option.count})</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
