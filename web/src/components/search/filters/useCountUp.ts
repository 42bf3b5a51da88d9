'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the visitor asks for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up (or down) to `target` over `durationMs` when it changes; with reduced
 * motion it is simply `target`. The first render is `target`, so server and browser agree.
 */
export function useCountUp(target: number, durationMs = 400): number {
  const reduced = usePrefersReducedMotion();
  const [display, setDisplay] = useState(target);
  const shown = useRef(target);
  useEffect(() => {
    const from = shown.current;
    if (reduced || from === target) {
      shown.current = target;
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      const value = Math.round(from + (target - from) * easeOut(t));
      shown.current = value;
      setDisplay(value);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, reduced, durationMs]);
  return reduced ? target : display;
}
