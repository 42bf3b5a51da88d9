'use client';

import { useState } from 'react';
import { offerDescriptionView } from '@/domain/offers';

/** The single-offer text: over 200 characters it shows 160 and a View more / View less toggle (spec §4, §9). */
export function OfferDescription({ text, id }: { text: string; id: string }) {
  const [expanded, setExpanded] = useState(false);
  const view = offerDescriptionView(text, expanded);
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
