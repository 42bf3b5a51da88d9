'use client';
import Link from 'next/link';
import { useSearchHistory } from './search-history';

export interface SearchHistoryProps {
  /** Leave this path out (usually the search on screen). */
  currentPath?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** 'Recent searches': the last 5 searches in this browser as links. Nothing until there is one. */
export function SearchHistory({ currentPath, headingLevel = 2, className = '' }: SearchHistoryProps) {
  const history = useSearchHistory().filter((entry) => entry.path !== currentPath);
  if (history.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <nav aria-labelledby="recent-searches-title" className={className}>
      <Heading id="recent-searches-title" className="text-sm font-semibold text-gray-900">
        Recent searches
      </Heading>
      <ul className="mt-2 flex flex-col gap-1">
        {history.map((entry) => (
          <li key={entry.path}>
            <Link href={entry.path} prefetch={false} className="text-sm text-brand-text underline underline-offset-2 hover:no-underline">
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
