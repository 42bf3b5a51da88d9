import type { Site } from '@/lib/content/models';

/**
 * Simple drawn marks (not the networks' artwork): each mark is decorative and its name is the text.
 * Colours are chosen for contrast, not brand fidelity.
 */
function Circles({ left, right }: { left: string; right: string }) {
  return (
    <svg viewBox="0 0 28 18" width="28" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="9" r="7" fill={left} />
      <circle cx="18" cy="9" r="7" fill={right} fillOpacity="0.85" />
    </svg>
  );
}

export const PAYMENT_METHODS = [
  { name: 'Mastercard', mark: <Circles left="#d62f2f" right="#f59e0b" /> },
  { name: 'Visa', mark: <span className="text-sm font-black tracking-tight text-blue-900 italic">VISA</span> },
  { name: 'Maestro', mark: <Circles left="#1d4ed8" right="#d62f2f" /> },
  { name: 'Google Pay', mark: <span className="text-sm font-bold text-gray-800">G</span> },
  { name: 'Apple Pay', mark: <span className="text-sm font-bold text-gray-900">Pay</span> },
] as const;

export interface WeAcceptStripProps {
  /** When given, the component renders only if the site turns it on; without it, it always renders. */
  site?: { features: Pick<Site['features'], 'we_accept_strip'> };
  className?: string;
}

/** 'We accept' payment marks (spec §2), shown when the site turns them on (features.we_accept_strip). */
export function WeAcceptStrip({ site, className = '' }: WeAcceptStripProps) {
  if (site && !site.features.we_accept_strip) return null;
  return (
    <section aria-labelledby="we-accept-title" className={`flex flex-wrap items-center gap-3 ${className}`}>
      <h2 id="we-accept-title" className="text-sm font-semibold text-gray-700">
        We accept
      </h2>
      <ul className="flex flex-wrap items-center gap-2">
        {PAYMENT_METHODS.map((method) => (
          <li key={method.name} className="inline-flex h-8 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2 text-xs font-semibold text-gray-800">
            <span aria-hidden="true" className="inline-flex items-center">
              {method.mark}
            </span>
            <span>{method.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
