'use client';

/**
 * The error summary (spec §8 "Form error list heading 'Please fix the following errors:'"): shown
 * at the top of the form after a failed attempt, focused so keyboard and screen-reader users land
 * on it, each error a link that moves focus to its field.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';
import type { RefObject } from 'react';

export interface SummaryEntry {
  name: string;
  message: string;
  /** The input to focus; none when the field is not on screen (e.g. reported by the server only). */
  targetId?: string;
}

export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

export function ErrorSummary({ entries, summaryRef, id }: { entries: SummaryEntry[]; summaryRef: RefObject<HTMLDivElement | null>; id: string }) {
  if (entries.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      id={id}
      tabIndex={-1}
      // A group, so that focusing it announces its heading (aria-labelledby on a role-less div is
      // invalid HTML and ignored by screen readers).
      role="group"
      aria-labelledby={`${id}-heading`}
      data-error-summary=""
      className="mb-6 rounded-md border-2 border-red-700 bg-red-50 p-4 focus-visible:outline-3"
    >
      <h2 id={`${id}-heading`} className="text-base font-bold text-red-900">
        {LEAD_MESSAGES.errorListHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map((entry) => (
          <li key={entry.name}>
            {entry.targetId ? (
              <a
                href={`#${entry.targetId}`}
                className="font-semibold text-red-900 underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(entry.targetId!);
                }}
              >
                {entry.message}
              </a>
            ) : (
              <span className="text-red-900">{entry.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
