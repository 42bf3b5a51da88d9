import type { ReactNode } from 'react';

/** The first block on a page carries the page's h1; later blocks use h2. */
export function BlockHeading({ index, children, className }: { index: number; children: ReactNode; className?: string }) {
  const Tag = index === 0 ? 'h1' : 'h2';
  return <Tag className={className ?? 'mb-6 text-2xl font-bold md:text-3xl'}>{children}</Tag>;
}
