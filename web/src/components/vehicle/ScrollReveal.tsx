'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * A fixed bar that slides in once the page has scrolled past `threshold` pixels (spec §9: 900 px
 * for the sticky CTA bar, 50 px for the mobile footer) and out again above it. Hidden bars are
 * inert, so their links are neither focusable nor read.
 */
export function ScrollReveal({
  threshold,
  className = '',
  children,
  label,
}: {
  threshold: number;
  className?: string;
  children: ReactNode;
  label: string;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first check in the next frame, not in the flush of effects after hydration: reading
    // scrollY there makes the browser lay the page out first, inside that task.
    frame = requestAnimationFrame(check);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return (
    <div
      role="region"
      aria-label={label}
      inert={!visible}
      data-visible={visible}
      className={`fixed inset-x-0 bottom-0 z-40 transition-transform duration-300 ${visible ? 'translate-y-0' : 'pointer-events-none translate-y-full'} ${className}`}
    >
      {children}
    </div>
  );
}
