import type { ReactNode } from 'react';

/** Heading classes of the vehicle page's main column. */
export const H2_CLASS = 'text-2xl font-bold text-gray-900';

/**
 * A section of the vehicle page's main column, named by its heading. Its own module so the server's
 * VehicleContent can draw one without importing the kept view (whose client components would then
 * be in the page's first load).
 */
export function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-section={id} className={className}>
      <h2 id={`${id}-title`} className={H2_CLASS}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
