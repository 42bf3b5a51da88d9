'use client';

import { useState, type ReactNode } from 'react';

export interface ExpandableProps {
  /** What shows until the button is pressed, and what shows after (both drawn by the server). */
  collapsed: ReactNode;
  expanded: ReactNode;
  /** Id of the element the button shows more of. */
  controls: string;
  moreLabel: string;
  lessLabel: string;
  /** What the button expands, for screen readers ('dealer comments'). */
  subject: string;
  buttonClassName: string;
}

/**
 * A Show more / Show less button and the content it switches between: the only client code of the
 * vehicle page's expandable texts and lists (ExpandableText, ToggleList), whose content is the server's.
 */
export function Expandable({ collapsed, expanded, controls, moreLabel, lessLabel, subject, buttonClassName }: ExpandableProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? expanded : collapsed}
      <button type="button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen((o) => !o)} className={buttonClassName}>
        {open ? lessLabel : moreLabel}
        <span className="sr-only"> {subject}</span>
      </button>
    </>
  );
}
