/**
 * Makes whose names are more than one word, for feeds that split them across columns.
 *
 * Listing exports such as the public *Australian Vehicle Prices* set take the make as the title's first
 * word and the model as its second, so '2019 Land Rover Range Rover Sport HSE' arrives as make 'Land',
 * model 'Rover'. The real model then exists only in the title. This list is the data that mends such
 * rows; it is maintained here (add a make when a feed shows it), never as per-row fixes in an importer.
 * The result goes through the spec's make rules (`normaliseMake` in names.ts), so 'Mercedes Benz'
 * comes out as 'Mercedes-Benz' as everywhere else.
 */
import { normaliseMake } from './names';

export interface MultiWordMake {
  /** The make as it is shown (before `normaliseMake`). */
  name: string;
  /**
   * The make's model names that are more than one word, so a title's model is taken whole
   * ('Range Rover Sport', not 'Range'). Longest match wins; otherwise the model is the next word.
   */
  models?: readonly string[];
}

export const MULTI_WORD_MAKES: readonly MultiWordMake[] = [
  { name: 'Alfa Romeo' },
  { name: 'Aston Martin' },
  { name: 'Austin-Healey' },
  { name: 'De Tomaso' },
  { name: 'Great Wall' },
  {
    name: 'Land Rover',
    models: ['Range Rover', 'Range Rover Sport', 'Range Rover Evoque', 'Range Rover Velar', 'Discovery Sport', 'Freelander 2'],
  },
  { name: 'Mercedes Benz' },
  { name: 'Rolls-Royce' },
];

/** 'Rolls-Royce' / 'rolls royce' → ['rolls', 'royce']: hyphens and spaces both separate words. */
const wordsOf = (text: string): string[] => text.toLowerCase().split(/[\s-]+/).filter(Boolean);

interface Compiled {
  make: MultiWordMake;
  words: string[];
  /** Multi-word models as word lists, longest first. */
  models: string[][];
}

const COMPILED: readonly Compiled[] = MULTI_WORD_MAKES.map((make) => ({
  make,
  words: wordsOf(make.name),
  models: (make.models ?? []).map(wordsOf).sort((a, b) => b.length - a.length),
}));

/** First words of the listed makes: most rows are ruled out by one Set lookup (the import calls this per row). */
const FIRST_WORDS: ReadonlySet<string> = new Set(COMPILED.map((c) => c.words[0]!));

const startsWith = (words: readonly string[], prefix: readonly string[], at = 0) =>
  prefix.length > 0 && prefix.every((w, i) => words[at + i] === w);

export interface MendedMake {
  make: string;
  /** Undefined when neither the model column nor the title names a model after the make. */
  model: string | undefined;
}

/**
 * A make split across the make and model columns, joined again: ('Land', 'Rover', '2019 Land Rover
 * Range Rover Sport HSE') → { make: 'Land Rover', model: 'Range Rover Sport' }.
 *
 * Only when the make column holds the first word(s) of a listed make and the model column starts with
 * the rest of it. The model is what the model column has after the make's words, else it is read from
 * the title (optionally led by a year) after the make's words: the longest listed multi-word model, else
 * one word. Anything else (make not on the list, already whole, model not continuing it) returns
 * undefined and the row keeps its columns as they are.
 */
export function mendSplitMake(make: string, model: string, title?: string): MendedMake | undefined {
  const makeWords = wordsOf(make);
  if (makeWords.length === 0 || !FIRST_WORDS.has(makeWords[0]!)) return undefined;
  const modelWords = model.trim().split(/\s+/).filter(Boolean);
  for (const entry of COMPILED) {
    if (makeWords.length >= entry.words.length || !startsWith(entry.words, makeWords)) continue;
    const rest = entry.words.slice(makeWords.length);
    if (spelled(modelWords, rest, 0) === undefined) continue;
    const wholeMake = normaliseMake(entry.make.name);
    return { make: wholeMake, model: modelTail(modelWords, rest) ?? (title === undefined ? undefined : modelFromTitle(title, entry)) };
  }
  return undefined;
}

/**
 * How many of `words` (split on spaces) spell the make's `makeWords` (a hyphen also separates words,
 * so 'Rolls-Royce' is two), starting at `from`; undefined when they don't.
 */
function spelled(words: readonly string[], makeWords: readonly string[], from: number): number | undefined {
  const seen: string[] = [];
  let i = from;
  while (i < words.length && seen.length < makeWords.length) seen.push(...wordsOf(words[i++]!));
  return seen.length === makeWords.length && startsWith(seen, makeWords) ? i - from : undefined;
}

/** The model column's words after the make's remaining words ('Rover Discovery' → 'Discovery'). */
function modelTail(modelWords: readonly string[], rest: readonly string[]): string | undefined {
  const used = spelled(modelWords, rest, 0);
  if (used === undefined) return undefined;
  return modelWords.slice(used).join(' ') || undefined;
}

/** '2019 Land Rover Range Rover Sport HSE' → 'Range Rover Sport' (the year is optional). */
function modelFromTitle(title: string, entry: Compiled): string | undefined {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const start = /^\d{4}$/.test(words[0] ?? '') ? 1 : 0;
  const used = spelled(words, entry.words, start);
  if (used === undefined) return undefined;
  const at = start + used;
  const lower = words.map((w) => w.toLowerCase());
  const known = entry.models.find((m) => startsWith(lower, m, at));
  const taken = words.slice(at, at + (known?.length ?? 1));
  return taken.length > 0 ? taken.join(' ') : undefined;
}
