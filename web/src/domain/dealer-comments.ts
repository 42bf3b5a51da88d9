/**
 * Dealer comments (spec §4 "Panels", §5, §9): the feed separates paragraphs with '|'. Segments are
 * trimmed and empty ones dropped; if nothing is left the pending notice shows. The text collapses at
 * 400 characters with a show more/less toggle.
 *
 * Readings:
 * - The full text joins the segments with a newline (one paragraph per segment); the 400-character
 *   limit counts that joined text, newlines included.
 * - Truncation cuts at the last whitespace within the first 400 characters (or exactly at 400 when the
 *   401st character is whitespace), drops trailing whitespace and trailing ',;:-' and appends '…'. So
 *   the visible text is at most 400 characters plus the ellipsis. When there is no whitespace in the
 *   last 40% of the window (one very long word or URL) it cuts hard at 400.
 * - The pending notice is never truncated.
 */
export const DEALER_COMMENTS_SEPARATOR = '|';
export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const ELLIPSIS = '…';

export interface DealerComments {
  /** The segments, trimmed, empties dropped ([] when pending). */
  segments: string[];
  /** True when there is no comment and `full` is the pending notice. */
  pending: boolean;
  /** What shows collapsed. */
  text: string;
  truncated: boolean;
  /** What shows expanded. */
  full: string;
}

export function dealerCommentSegments(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(DEALER_COMMENTS_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Shortens `text` to at most `limit` characters (plus '…') at a word boundary where possible. */
export function truncateAtWord(text: string, limit: number = DEALER_COMMENTS_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const window = text.slice(0, limit);
  let cut = limit;
  if (!/\s/.test(text.charAt(limit))) {
    const lastSpace = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'), window.lastIndexOf('\t'));
    if (lastSpace >= limit * 0.6) cut = lastSpace;
  }
  const head = window.slice(0, cut).replace(/[\s,;:-]+$/u, '');
  return { text: `${head}${ELLIPSIS}`, truncated: true };
}

export function dealerComments(raw: string | null | undefined, limit: number = DEALER_COMMENTS_LIMIT): DealerComments {
  const segments = dealerCommentSegments(raw);
  if (segments.length === 0) {
    return { segments, pending: true, text: DEALER_COMMENTS_PENDING, truncated: false, full: DEALER_COMMENTS_PENDING };
  }
  const full = segments.join('\n');
  const { text, truncated } = truncateAtWord(full, limit);
  return { segments, pending: false, text, truncated, full };
}
