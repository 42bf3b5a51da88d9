'use client';

/**
 * The chart of the loan balance with its text alternatives: the drawing is one image (role="img")
 * named by a summary, and a 'Show as table' disclosure lists the balance year by year for everyone.
 * recharts is fetched only once the chart comes near the viewport (next/dynamic, no server render);
 * until then, and on the server, the box keeps its size so nothing moves when it arrives.
 */
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatWholeDollars } from '@/domain/finance-calculator';
import { balanceSummary, type BalancePoint } from './balance-schedule';
import { yearsText } from './calculator-state';

const BalanceChart = dynamic(() => import('./BalanceChart').then((m) => m.BalanceChart), { ssr: false, loading: () => null });

/** How far below the viewport the chart starts loading. */
const LOAD_MARGIN = '200px';

/** True once the element has come within LOAD_MARGIN of the viewport (at once where there is no IntersectionObserver). */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer to wait for: show the chart after this render rather than never.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export function BalanceChartSection({ schedule, balloon }: { schedule: readonly BalancePoint[]; balloon: number }) {
  const id = useId();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const summary = balanceSummary(schedule, balloon);
  const empty = (schedule[0]?.balance ?? 0) <= 0;
  return (
    <div ref={ref} className="mt-6" data-testid="finance-calculator-chart">
      <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        Loan balance over the term
      </h3>
      {empty ? (
        <p className="mt-2 text-sm text-gray-700">{summary}</p>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-2 h-56 w-full text-brand-text">
            {near ? <BalanceChart data={schedule} /> : null}
          </div>
          <details className="mt-2 text-sm">
            <summary className="min-h-10 cursor-pointer py-2 font-semibold text-gray-900 underline underline-offset-2">Show as table</summary>
            <table aria-labelledby={`${id}-title`} className="mt-2 w-full max-w-sm text-left">
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    After
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Balance owing
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((point) => (
                  <tr key={point.year} className="border-b border-gray-200">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {point.year === 0 ? 'Start' : yearsText(point.year)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatWholeDollars(point.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </div>
  );
}
