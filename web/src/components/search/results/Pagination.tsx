'use client';
import type { MouseEvent } from 'react';
import { isPlainClick, pageItems } from './pagination';

export interface PaginationProps {
  page: number;
  pages: number;
  /** Real hrefs so every page works without JavaScript (and opens in a new tab). */
  pageHref: (page: number) => string;
  /** Called for a plain click on a page link (the page updates the URL and fetches). */
  onPage: (page: number) => void;
  className?: string;
}

const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';
const link = `${base} border border-gray-300 bg-white text-gray-900 hover:border-brand hover:text-brand-text`;

/** Results pages: nav 'Pagination' with previous/next and numbered links; the current page has aria-current. */
export function Pagination({ page, pages, pageHref, onPage, className }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label="Pagination" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <a href={pageHref(current - 1)} onClick={go(current - 1)} rel="prev" className={link}>
              <span aria-hidden="true">‹</span>&nbsp;Previous<span className="sr-only"> page</span>
            </a>
          ) : (
            <span aria-disabled="true" className={`${base} border border-gray-200 text-gray-500`}>
              <span aria-hidden="true">‹</span>&nbsp;Previous<span className="sr-only"> page</span>
            </span>
          )}
        </li>
        {pageItems(current, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pageHref(item)}
                onClick={go(item)}
                aria-current={item === current ? 'page' : undefined}
                className={item === current ? `${base} bg-brand text-brand-ink` : link}
              >
                <span className="sr-only">Page </span>
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <a href={pageHref(current + 1)} onClick={go(current + 1)} rel="next" className={link}>
              Next<span className="sr-only"> page</span>&nbsp;<span aria-hidden="true">›</span>
            </a>
          ) : (
            <span aria-disabled="true" className={`${base} border border-gray-200 text-gray-500`}>
              Next<span className="sr-only"> page</span>&nbsp;<span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
