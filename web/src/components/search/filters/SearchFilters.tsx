'use client';

import { siteVehicleNoun } from '@/domain/vehicle-noun';
import type { FiltersProps } from '../types';
import { ActiveRefinements } from './ActiveRefinements';
import { CertifiedSwitch, showsCertifiedSwitch } from './CertifiedSwitch';
import { FacetList } from './FacetList';
import { MakeFilter } from './MakeFilter';
import { RangeFilter } from './RangeFilter';
import { FILTER_FACETS, FILTER_RANGES, selectedValues } from './refinements';
import { TextSearch } from './TextSearch';

export interface SearchFiltersProps extends FiltersProps {
  /** Show the active refinement chips at the top (the mobile drawer does; the desktop page may show them above the results). */
  showActive?: boolean;
  /** Show the 'Filter results' heading visibly (it is always there for screen readers); default true. */
  showHeading?: boolean;
  className?: string;
}

/**
 * The search page's refinements: text box, certified switch (Toyota sites), make cards with models,
 * condition, price/km/year sliders and the other facet lists. Facets the result does not return (or
 * returns empty) are hidden unless the shopper has a value of them selected.
 */
export function SearchFilters({
  showActive = false,
  showHeading = true,
  className,
  ...props
}: SearchFiltersProps) {
  const { query, result, site, onChange } = props;
  const noun = siteVehicleNoun(site);
  const [condition, ...facets] = FILTER_FACETS;
  const facetList = (entry: (typeof FILTER_FACETS)[number]) =>
    (result.facets[entry.param]?.length ?? 0) > 0 || selectedValues(query, entry.param).length > 0 ? (
      <FacetList
        key={entry.param}
        param={entry.param}
        title={entry.title}
        query={query}
        options={result.facets[entry.param]}
        onChange={onChange}
      />
    ) : null;

  return (
    <aside aria-label="Filter results" className={className}>
      <h2 className={showHeading ? 'mb-3 text-lg font-bold text-gray-900' : 'sr-only'}>Filter results</h2>
      {showActive ? <ActiveRefinements {...props} className="mb-4" /> : null}
      <TextSearch query={query} onChange={onChange} className="pb-4" label={`Search ${noun.many}`} noun={noun} />
      {showsCertifiedSwitch(site) ? (
        <CertifiedSwitch query={query} onChange={onChange} className="border-t border-gray-200 py-4" />
      ) : null}
      <MakeFilter query={query} result={result} site={site} onChange={onChange} />
      {condition ? facetList(condition) : null}
      {FILTER_RANGES.map((r) => (
        <RangeFilter
          key={r.param}
          param={r.param}
          title={r.title}
          query={query}
          result={result}
          site={site}
          onChange={onChange}
        />
      ))}
      {facets.map(facetList)}
    </aside>
  );
}
