'use client';

/**
 * The chart of the loan balance with its text alternatives: the drawing is one image (role="img")
 * named by a summary, and a 'Show as table' disclosure lists the balance year by year for everyone.
 * recharts is fetched only once the chart comes near the viewport (next/dynamic, no server render);
 * until then, and on the server, the box keeps its size so nothing moves when it arrives.
 */
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { BalancePoint } from './balance-schedule';
import { BalanceChartFrame } from './BalanceChartFrame';

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
  return <BalanceChartFrame id={id} schedule={schedule} balloon={balloon} frameRef={ref} chart={near ? <BalanceChart data={schedule} /> : null} />;
}
