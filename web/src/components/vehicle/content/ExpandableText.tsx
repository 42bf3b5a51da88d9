'use client';

import { useId, useState } from 'react';

export interface ExpandableTextProps {
  /** Collapsed text; '\n' separates paragraphs. */
  text: string;
  /** Expanded text; '\n' separates paragraphs. */
  full: string;
  truncated: boolean;
  moreLabel?: string;
  lessLabel?: string;
  /** What the toggle expands, for screen readers ('dealer comments'). */
  subject: string;
  className?: string;
}

const paragraphs = (text: string) => text.split('\n').filter((p) => p.trim().length > 0);

/** Text with a show more/less toggle (dealer comments, finance disclaimer). */
export function ExpandableText({ text, full, truncated, moreLabel = 'Show more', lessLabel = 'Show less', subject, className }: ExpandableTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = open || !truncated ? full : text;
  return (
    <div className={className}>
      <div id={id} className="space-y-3">
        {paragraphs(shown).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {truncated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-2 min-h-10 rounded text-sm font-semibold text-gray-900 underline underline-offset-2 hover:no-underline"
        >
          {open ? lessLabel : moreLabel}
          <span className="sr-only"> {subject}</span>
        </button>
      ) : null}
    </div>
  );
}
