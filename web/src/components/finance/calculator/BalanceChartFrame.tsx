/**
 * The loan-balance chart's box and text alternatives, without the chart: a summary naming the
 * drawing (role="img") and a 'Show as table' disclosure listing the balance year by year. No hooks:
 * BalanceChartSection fills the same box with the drawing once the chart library is wanted.
 */
import type { ReactNode, Ref } from 'react';
import { formatWholeDollars } from '@/domain/finance-calculator';
import { balanceSummary, type BalancePoint } from './balance-schedule';
import { yearsText } from './calculator-state';

export interface BalanceChartFrameProps {
  /** Prefix of the section's ids (the heading is `${id}-title`). */
  id: string;
  schedule: readonly BalancePoint[];
  balloon: number;
  /** The drawing, once loaded; until then the box keeps its size. */
  chart?: ReactNode;
  frameRef?: Ref<HTMLDivElement>;
}

export function BalanceChartFrame({ id, schedule, balloon, chart, frameRef }: BalanceChartFrameProps) {
  const summary = balanceSummary(schedule, balloon);
  const empty = (schedule[0]?.balance ?? 0) <= 0;
  return (
    <div ref={frameRef} className="mt-6" data-testid="finance-calculator-chart">
      <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        Loan balance over the term
      </h3>
      {empty ? (
        <p className="mt-2 text-sm text-gray-700">{summary}</p>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-2 h-56 w-full text-brand-text">
            {chart}
          </div>
          <details className="mt-2 text-sm">
            <summary className="min-h-10 cursor-pointer py-2 font-semibold text-gray-900 underline underline-offset-2">Show as table</summary>
            <table aria-labelledby={`${id}-title`} className="figure-table mt-2">
              <thead>
                <tr>
                  <th scope="col">
                    After
                  </th>
                  <th scope="col">
                    Balance owing
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((point) => (
                  <tr key={point.year}>
                    <th scope="row">
                      {point.year === 0 ? 'Start' : yearsText(point.year)}
                    </th>
                    <td>{formatWholeDollars(point.balance)}</td>
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
