'use client';

import { toggleShowMore } from '@/components/ui/show-more';

export interface ShowMoreButtonProps {
  /** Id of the element the button shows more of: its `data-more` parts show, its `data-less` parts hide. */
  controls: string;
  moreLabel: string;
  lessLabel: string;
  /** What the button expands, for screen readers ('dealer comments'). */
  subject: string;
  buttonClassName: string;
}

/**
 * The Show more / Show less button of the vehicle page's expandable texts and lists (ExpandableText,
 * ToggleList), whose content is the server's: it switches what the server drew (ui/show-more.ts).
 * Inside kept markup it is never hydrated and kept-markup's listener does the same.
 */
export function ShowMoreButton({ controls, moreLabel, lessLabel, subject, buttonClassName }: ShowMoreButtonProps) {
  return (
    <button
      type="button"
      data-show-more=""
      aria-expanded={false}
      aria-controls={controls}
      data-more-label={moreLabel}
      data-less-label={lessLabel}
      onClick={(event) => toggleShowMore(event.currentTarget)}
      className={buttonClassName}
    >
      <span>{moreLabel}</span>
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
