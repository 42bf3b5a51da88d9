/** Small icons the vehicle summary and the result cards share (decorative: hidden from screen readers). */
import { Icon } from './Icon';

/** A location pin, drawn by the stylesheet (ui/Icon.tsx); `className` gives its size, or its row's class does (card-location). */
export function PinIcon({ className }: { className?: string }) {
  return <Icon name="pin" className={className} />;
}

/** The certified (rosette) mark of a Toyota Certified Pre-Owned tag. */
export function CertifiedIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M8 1l2 2.2 3-.2-.2 3L15 8l-2.2 2 .2 3-3-.2L8 15l-2-2.2-3 .2.2-3L1 8l2.2-2L3 3l3 .2z" fill="currentColor" />
    </svg>
  );
}

/** A downward arrow (the below-market badge). */
export function DownArrowIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M8 13V3M3.5 8.5 8 13l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
