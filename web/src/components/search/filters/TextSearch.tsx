'use client';

import { CAR_NOUN, type VehicleNoun } from '@/domain/vehicle-noun';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_BOX_DEBOUNCE_MS } from '@/domain/range-slider';
import { MAX_QUERY_LENGTH, refine, type StockQuery } from '@/lib/search/query';

export interface TextSearchProps {
  query: StockQuery;
  onChange: (next: StockQuery) => void;
  /** Visible label; default 'Search cars'. */
  label?: string;
  /** What the site calls its stock (the form's accessible name: 'Search caravans'). */
  noun?: VehicleNoun;
  placeholder?: string;
  className?: string;
}

/**
 * The search box: refines 300 ms after the last keystroke, at once on Enter. The typed text stays
 * while typing; when the query changes from outside (back/forward, 'Clear all') the box follows it.
 */
export function TextSearch({
  query,
  onChange,
  label = 'Search cars',
  noun = CAR_NOUN,
  placeholder = 'Make, model or keyword',
  className,
}: TextSearchProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ query, onChange });
  useEffect(() => {
    latest.current = { query, onChange };
  });

  const [text, setText] = useState(query.query);
  // The text this box last sent: the query coming back with it must not overwrite newer typing.
  const [sent, setSent] = useState(query.query);
  const [seen, setSeen] = useState(query.query);
  const [outsideChanges, setOutsideChanges] = useState(0);
  if (query.query !== seen) {
    setSeen(query.query);
    if (query.query !== sent) {
      setText(query.query);
      setSent(query.query);
      setOutsideChanges((n) => n + 1);
    }
  }

  // A change from outside wins over typing that has not been sent yet.
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, [outsideChanges]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = value.trim().slice(0, MAX_QUERY_LENGTH);
    const { query: current, onChange: change } = latest.current;
    setSent(next);
    if (next !== current.query) change(refine(current, { query: next }));
  };

  return (
    <form
      method="get"
      role="search"
      aria-label={`Search ${noun.many}`}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        commit(text);
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="query"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(value), SEARCH_BOX_DEBOUNCE_MS);
          }}
          className="h-11 w-full rounded-md border border-gray-500 bg-white pr-10 pl-10 text-base text-gray-900 placeholder:text-gray-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {/* The magnifier submits: a form needs a submit button for anyone who cannot or does not press Enter (WCAG 3.2.2, H32). */}
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 left-1 flex size-9 -translate-y-1/2 items-center justify-center rounded text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              commit('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
    </form>
  );
}
