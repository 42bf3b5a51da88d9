'use client';

import { useId } from 'react';
import { refine, SORT_OPTIONS, type SortKey, type StockQuery } from '@/lib/search/query';

export interface SortSelectProps {
  query: StockQuery;
  onChange: (next: StockQuery) => void;
  className?: string;
}

/** 'Sort by' as a native select over SORT_OPTIONS (page back to 1). */
export function SortSelect({ query, onChange, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-gray-900">
        Sort by
      </label>
      <select
        id={id}
        name="sortBy"
        value={query.sortBy}
        onChange={(e) => onChange(refine(query, { sortBy: e.target.value as SortKey }))}
        className="h-10 min-w-0 flex-1 rounded-md border border-gray-500 bg-white px-2 text-sm text-gray-900"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
