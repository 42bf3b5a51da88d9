'use client';

import { useState } from 'react';
import type { OfferDescriptionView } from '@/domain/offers';

/**
 * The single-offer text: over 200 characters it shows 160 and a View more / View less toggle (spec §4, §9).
 * Both views are worked out on the server (domain/offers offerDescriptionView): the browser only
 * switches between them, so the offer rules and the route table behind them stay off the page's first load.
 */
export function OfferDescription({ id, collapsed, expanded: full }: { id: string; collapsed: OfferDescriptionView; expanded: OfferDescriptionView }) {
  const [expanded, setExpanded] = useState(false);
  const view = expanded ? full : collapsed;
  return (
    <div className="mt-4">
      <p id={id} className="whitespace-pre-line text-lg text-gray-800">
        {view.text}
      </p>
      {view.toggle ? (
        <button type="button" aria-controls={id} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)} className="mt-2 font-semibold text-brand-text underline">
          {view.toggle}
        </button>
      ) : null}
    </div>
  );
}
