/**
 * The markup of a range filter (heading, the range as text, the slider, 'From'/'To' boxes and the
 * message line), shared by RangeFilter in the browser and the quick search's server HTML, so the two
 * cannot drift apart. No hooks and no 'use client': the caller supplies ids, values and handlers.
 */
import type { ReactNode, Ref } from 'react';

type Side = 'min' | 'max';

export interface RangeFilterViewProps {
  /** Prefix of the heading's and the message line's ids. */
  id: string;
  /** The heading ('Price'). */
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** The selected range as text ('$10,000 – $40,000'). */
  text: string;
  slider: ReactNode;
  /** The 'From' and 'To' boxes' text ('' for no limit). */
  boxes: Record<Side, string>;
  /** What an empty box means ('$0', '$100,000'). */
  placeholders: Record<Side, string>;
  /** Prefix of the boxes' handoff keys: '<prefix>-from', '<prefix>-to'. */
  handoff: string;
  /** Typing in a box; without it the boxes are uncontrolled (server HTML) and start with `boxes`. */
  onBoxInput?: (side: Side, text: string) => void;
  /** Leaving a box. */
  onBoxBlur?: (side: Side, text: string) => void;
  /** Enter in a box. */
  onBoxEnter?: (side: Side, text: string) => void;
  messages?: string;
  sectionRef?: Ref<HTMLElement>;
}

export function RangeFilterView({
  id,
  title,
  headingLevel = 3,
  text,
  slider,
  boxes,
  placeholders,
  handoff,
  onBoxInput,
  onBoxBlur,
  onBoxEnter,
  messages = '',
  sectionRef,
}: RangeFilterViewProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  const box = (side: Side) => (
    <label className="flex-1 text-sm text-gray-900">
      <span className="mb-1 block">
        <span className="sr-only">{title} </span>
        {side === 'min' ? 'From' : 'To'}
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${id}-messages`}
        data-handoff={`${handoff}-${side === 'min' ? 'from' : 'to'}`}
        placeholder={placeholders[side]}
        {...(onBoxInput ? { value: boxes[side], onChange: (e) => onBoxInput(side, e.target.value) } : { defaultValue: boxes[side] })}
        onBlur={onBoxBlur ? (e) => onBoxBlur(side, e.target.value) : undefined}
        onKeyDown={
          onBoxEnter
            ? (e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                onBoxEnter(side, e.currentTarget.value);
              }
            : undefined
        }
        className="h-10 w-full rounded-md border border-gray-500 bg-white px-2 text-base text-gray-900 placeholder:text-gray-600"
      />
    </label>
  );
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="border-t border-gray-200 py-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-2">
        <Heading id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </Heading>
        <p className="text-sm tabular-nums text-gray-700">{text}</p>
      </div>
      {slider}
      <div className="mt-3 flex gap-3">
        {box('min')}
        {box('max')}
      </div>
      <p id={`${id}-messages`} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {messages}
      </p>
    </section>
  );
}
