import Link from 'next/link';
import { INDICATIVE_NOTE } from '@/components/search/results/card-model';
import { visibleRows, type CompareCell, type CompareColumn } from './compare-model';

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  /** 'cars', or the site's own word ('caravans'), for the caption. */
  nounMany?: string;
}

// The sticky first column needs its own background (cells scroll under it) and a drawn edge:
// with border-collapse a sticky cell loses its border, so the table uses separate borders.
const ROW_HEADER = 'sticky left-0 z-10 w-28 min-w-28 border-b border-gray-200 bg-gray-50 p-3 text-left align-top font-semibold text-gray-900 shadow-[inset_-1px_0_0_var(--color-gray-300)] sm:w-40 sm:min-w-40';
const CELL = 'min-w-40 border-b border-gray-200 p-3 align-top text-gray-900';

function Value({ cell }: { cell: CompareCell }) {
  return (
    <>
      {cell.text}
      {cell.estimate ? (
        <>
          <span aria-hidden="true">*</span>
          <span className="sr-only"> (indicative estimate, see the note below the table)</span>
        </>
      ) : null}
      {cell.wasPrice ? (
        <s className="ml-2 text-gray-700">
          <span className="sr-only">Was </span>
          {cell.wasPrice}
        </s>
      ) : null}
    </>
  );
}

/**
 * Up to four cars side by side: a real table (column headers name the cars, row headers the specs)
 * inside a region that scrolls sideways on a phone, so the page itself never does; the spec names
 * stay in view in a sticky first column. The region is focusable so keyboard users can scroll it.
 */
export function CompareTable({ columns, nounMany = 'cars' }: CompareTableProps) {
  const rows = visibleRows(columns);
  const hasEstimate = columns.some((c) => c.cells.weekly.estimate);
  return (
    <div>
      {columns.length > 1 ? <p className="mb-2 text-sm text-gray-700 md:hidden">Scroll sideways to see every column.</p> : null}
      {/* Positioned, so the cells' absolutely placed sr-only text stays inside the scroll box instead of widening the page. */}
      <div role="region" aria-label={`Comparison of ${columns.length} ${nounMany}`} tabIndex={0} className="relative max-w-full overflow-x-auto rounded-lg border border-gray-300">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{`Comparing ${columns.length} ${nounMany}: price and specifications`}</caption>
          <thead>
            <tr>
              <td className={ROW_HEADER} />
              {columns.map((c) => (
                <th key={c.id} scope="col" className={`${CELL} text-left`}>
                  <Link href={c.href} prefetch={false} className="block text-base leading-snug font-semibold text-brand-text underline underline-offset-2 hover:no-underline">
                    {c.title}
                  </Link>
                  <Link
                    href={c.removeHref}
                    prefetch={false}
                    className="mt-2 inline-flex min-h-11 min-w-11 items-center rounded-md border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-100"
                  >
                    Remove<span className="sr-only"> {c.title} from the comparison</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={ROW_HEADER}>
                Photo
              </th>
              {columns.map((c) => (
                <td key={c.id} className={CELL}>
                  {c.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images, as on result cards
                    <img src={c.image.url} alt={c.image.alt} width={600} height={400} decoding="async" className="aspect-[3/2] w-full rounded object-cover" />
                  ) : (
                    <span className="flex aspect-[3/2] w-full items-center justify-center rounded bg-gray-100 text-gray-700">Photos coming soon</span>
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={ROW_HEADER}>
                  {row.label}
                </th>
                {columns.map((c) => (
                  <td key={c.id} className={row.key === 'price' ? `${CELL} text-base font-bold` : CELL}>
                    <Value cell={c.cells[row.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasEstimate ? (
        <p className="mt-3 text-xs text-gray-700">
          <span aria-hidden="true">* </span>
          Weekly repayments are estimates over a 5-year loan; each car’s page shows the deposit, interest rate and comparison rate used. {INDICATIVE_NOTE}
        </p>
      ) : null}
    </div>
  );
}
