'use client';

/**
 * The loan balance drawn with recharts. Only ever loaded through BalanceChartSection (next/dynamic,
 * no server render, once the chart is near the viewport), so recharts stays out of the first load.
 * Decorative for assistive technology: the section's role="img" label and its table carry the data,
 * so recharts' own keyboard layer is off (a focus stop inside an image would lead nowhere).
 */
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWholeDollars } from '@/domain/finance-calculator';
import type { BalancePoint } from './balance-schedule';
import { yearsText } from './calculator-state';

/** $30,000 → '$30k' on the axis; the tooltip and the table give whole dollars. */
export function axisDollars(amount: number): string {
  if (amount >= 1000) return `$${Number((amount / 1000).toFixed(1))}k`;
  return formatWholeDollars(amount);
}

export function BalanceChart({ data }: { data: readonly BalancePoint[] }) {
  return (
    <AreaChart
      responsive
      data={[...data]}
      accessibilityLayer={false}
      margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d1d5db" />
      <XAxis dataKey="year" type="number" domain={['dataMin', 'dataMax']} tickCount={Math.min(8, data.length)} allowDecimals={false} tickFormatter={(y: number) => `${y}y`} stroke="#4b5563" />
      <YAxis tickFormatter={axisDollars} width={56} stroke="#4b5563" />
      <Tooltip
        formatter={(value) => [formatWholeDollars(Number(value)), 'Balance']}
        labelFormatter={(year) => (Number(year) === 0 ? 'Start' : `After ${yearsText(Number(year))}`)}
      />
      <Area type="monotone" dataKey="balance" stroke="currentColor" strokeWidth={2} fill="currentColor" fillOpacity={0.15} isAnimationActive={false} />
    </AreaChart>
  );
}
