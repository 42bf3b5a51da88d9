import { useId } from 'react';
import { ShowMoreButton } from './ShowMoreButton';

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

const Paragraphs = ({ text, ...rest }: { text: string; 'data-more'?: string; 'data-less'?: string; hidden?: boolean }) => (
  <div className="space-y-3" {...rest}>
    {paragraphs(text).map((p, i) => (
      <p key={i}>{p}</p>
    ))}
  </div>
);

/** Text with a show more/less toggle (dealer comments, finance disclaimer): both texts drawn, the button switches them. */
export function ExpandableText({ text, full, truncated, moreLabel = 'Show more', lessLabel = 'Show less', subject, className }: ExpandableTextProps) {
  const id = useId();
  if (!truncated) {
    return (
      <div className={className}>
        <Paragraphs text={full} />
      </div>
    );
  }
  return (
    <div className={className}>
      <div id={id}>
        <Paragraphs text={text} data-less="" />
        <Paragraphs text={full} data-more="" hidden />
      </div>
      <ShowMoreButton
        controls={id}
        moreLabel={moreLabel}
        lessLabel={lessLabel}
        subject={subject}
        buttonClassName="mt-2 min-h-10 rounded text-sm font-semibold text-gray-900 underline underline-offset-2 hover:no-underline"
      />
    </div>
  );
}
