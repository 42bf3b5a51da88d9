'use client';

/**
 * Loads a component's code only when its place on the page comes near the viewport, or the shopper
 * points at or focuses it — so a page with a strict JavaScript budget (the vehicle page) pays
 * nothing for a form below the fold until it is wanted. Use from a small client wrapper:
 *
 *   <LazyOnVisible load={() => import('./EnquiryForm')} props={{ ... }} placeholder={<p>Loading…</p>} />
 *
 * The placeholder keeps the space (no layout shift) and should say what is coming.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyOnVisibleProps<P extends object> {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  placeholder: ReactNode;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
  className?: string;
}

export function LazyOnVisible<P extends object>({ load, props, placeholder, rootMargin = '400px', className }: LazyOnVisibleProps<P>) {
  const holder = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const loadRef = useRef(load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const start = () => {
      if (started.current) return;
      started.current = true;
      loadRef.current().then(
        (module) => setLoaded(() => module.default),
        (error: unknown) => {
          console.warn('[lazy] could not load', error);
          started.current = false;
          setFailed(true);
        },
      );
    };
    const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin });
    if (observer) observer.observe(element);
    else start();
    element.addEventListener('pointerenter', start, { once: true });
    element.addEventListener('focusin', start, { once: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerenter', start);
      element.removeEventListener('focusin', start);
    };
  }, [rootMargin]);

  return (
    <div ref={holder} className={className}>
      {Loaded ? (
        <Loaded {...props} />
      ) : failed ? (
        <p role="alert" className="text-sm text-red-900">
          This form could not be loaded. Please check your connection and reload the page.
        </p>
      ) : (
        placeholder
      )}
    </div>
  );
}
