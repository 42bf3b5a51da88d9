/**
 * The vehicle title: year, make, model and badge — '2022 Toyota HiLux SR5' — with the normalised make
 * and model (names.ts), as on cards, the vehicle page, its metadata, the brochure and share texts.
 *
 * Feeds often repeat the model in the badge (a Hyundai Kona whose badge is 'Kona', a Mercedes-Benz
 * GLC badged 'GLC 300 4MATIC'); joined naively that reads '2026 Hyundai Kona Kona'. A badge that
 * starts with the make and/or the model (as whole words, case-insensitively, raw or normalised) loses
 * that repetition, and a badge that is nothing but the repetition is left out. A badge that merely
 * contains the model inside a word ('GLC300') is kept as it is: it is not a repetition a shopper reads.
 */
import { normaliseMake, normaliseModel } from './names';

export interface TitleParts {
  year?: number | null;
  make: string;
  model: string;
  badge?: string | null;
}

const tidy = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` without a leading `word` (whole words, case-insensitive), else `text` unchanged. */
function withoutLeading(text: string, word: string): string {
  if (!word) return text;
  const match = new RegExp(`^${escape(word)}(?=$|[\\s,/-])[\\s,/-]*`, 'i').exec(text);
  return match ? text.slice(match[0].length) : text;
}

/** The badge as the title shows it: without a leading make and/or model that the title already says. */
export function titleBadge(parts: Pick<TitleParts, 'make' | 'model' | 'badge'>): string {
  const make = normaliseMake(parts.make);
  const models = [...new Set([normaliseModel(make, parts.model), tidy(parts.model)])].filter(Boolean);
  let badge = tidy(parts.badge);
  for (const m of [...new Set([make, tidy(parts.make)])]) badge = withoutLeading(badge, m);
  for (const m of models) badge = withoutLeading(badge, m);
  return badge;
}

/** '2022 Toyota HiLux SR5'; parts that are missing (a year of 0, no badge) are left out. */
export function vehicleTitle(parts: TitleParts): string {
  const make = normaliseMake(parts.make);
  const year = typeof parts.year === 'number' && Number.isFinite(parts.year) && parts.year > 0 ? String(parts.year) : '';
  return [year, make, normaliseModel(make, parts.model), titleBadge(parts)].filter(Boolean).join(' ');
}
