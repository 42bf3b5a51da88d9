import { useId } from 'react';
import { Expandable } from './Expandable';

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

/** Text with a show more/less toggle (dealer comments, finance disclaimer): drawn where it is used, the toggle is Expandable. */
export function ExpandableText({ text, full, truncated, moreLabel = 'Show more', lessLabel = 'Show less', subject, className }: ExpandableTextProps) {
  const id = useId();
  const body = (shown: string) => (
    <div id={id} className="space-y-3">
      {paragraphs(shown).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
  return (
    <div className={className}>
      {truncated ? (
        <Expandable
          collapsed={body(text)}
          expanded={body(full)}
          controls={id}
          moreLabel={moreLabel}
          lessLabel={lessLabel}
          subject={subject}
          buttonClassName="mt-2 min-h-10 rounded text-sm font-semibold text-gray-900 underline underline-offset-2 hover:no-underline"
        />
      ) : (
        body(full)
      )}
    </div>
  );
}
