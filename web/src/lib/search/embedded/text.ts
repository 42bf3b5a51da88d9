/**
 * The embedded engine's free text: every word of a query must be a prefix of some word of the
 * vehicle's text (`textOf`: its `search` fields).
 *
 * Words are cut exactly as Orama's English tokenizer cut them when the engine indexed text with
 * Orama (and as the contract's `textWords` pins it): lower case, split on anything but a–z, digits,
 * `_`, `'`, `-` and à è é ì ò ó ù, those seven letters then written without their accent, empty
 * words dropped, each word once. text.test.ts checks this against Orama's tokenizer on random text.
 *
 * The index is a forward one: each document's distinct word codes, plus the vocabulary in code-unit
 * order so a prefix is one binary search and a run of words. A query marks the words its token
 * prefixes and keeps the candidate documents holding one of them — candidates are what the filter
 * already matched, so no posting lists are needed (nor kept current on upsert).
 */

/** Orama's English splitter, applied to lower-cased text (where it means the same without its `i` flag). */
const SPLIT = /[^a-z0-9_'àèéìòóù-]+/;
const ACCENTED = /[àèéìòóù]/g;
const ACCENTED_ANY = /[àèéìòóù]/;
const PLAIN = new Map([['à', 'a'], ['è', 'e'], ['é', 'e'], ['ì', 'i'], ['ò', 'o'], ['ó', 'o'], ['ù', 'u']]);

/** The distinct words of a text, in first-seen order. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const accented = ACCENTED_ANY.test(lower);
  const words = new Set<string>();
  for (const raw of lower.split(SPLIT)) {
    if (raw.length === 0) continue;
    words.add(accented ? raw.replace(ACCENTED, (c) => PLAIN.get(c)!) : raw);
  }
  return [...words];
}

const NONE = new Int32Array(0);

export class TextIndex {
  private readonly codeOf = new Map<string, number>();
  private readonly words: string[] = [];
  /** Word codes in code-unit order of their words; words added since the last `commit` wait in `pending`. */
  private sorted: Int32Array = NONE;
  private pending: number[] = [];
  /** Each document's distinct word codes, by internal id. */
  private readonly docWords: (readonly number[] | undefined)[] = [];

  /** Replaces a document's text. Its new words are findable after the next `commit`. */
  set(iid: number, text: string): void {
    const tokens = tokenize(text);
    const codes = new Array<number>(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!;
      let code = this.codeOf.get(word);
      if (code === undefined) {
        code = this.words.length;
        this.words.push(word);
        this.codeOf.set(word, code);
        this.pending.push(code);
      }
      codes[i] = code;
    }
    this.docWords[iid] = codes;
  }

  /** Merges the words added since the last call into the sorted vocabulary (the engine calls it at the end of every upsert). */
  commit(): void {
    if (this.pending.length === 0) return;
    const words = this.words;
    // The native sort of strings is code-unit order, and much faster than a comparator.
    const added = this.pending.map((c) => words[c]!).sort();
    this.pending = [];
    const old = this.sorted;
    const merged = new Int32Array(old.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < old.length && j < added.length) {
      const a = old[i]!;
      if (words[a]! < added[j]!) {
        merged[k++] = a;
        i++;
      } else merged[k++] = this.codeOf.get(added[j++]!)!;
    }
    while (i < old.length) merged[k++] = old[i++]!;
    while (j < added.length) merged[k++] = this.codeOf.get(added[j++]!)!;
    this.sorted = merged;
  }

  /** The documents of `ids` whose text has, for every word of `text`, a word it is a prefix of. */
  filter(ids: Int32Array, text: string): Int32Array {
    let current = ids;
    for (const token of tokenize(text)) {
      if (current.length === 0) break;
      const member = this.prefixed(token);
      if (!member) return NONE;
      const docWords = this.docWords;
      current = current.filter((iid) => {
        const codes = docWords[iid];
        if (!codes) return false;
        for (let i = 0; i < codes.length; i++) if (member[codes[i]!] === 1) return true;
        return false;
      });
    }
    return current;
  }

  /** The words starting with `prefix`, as a membership array by word code; undefined when there are none. */
  private prefixed(prefix: string): Uint8Array | undefined {
    const { sorted, words } = this;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    let member: Uint8Array | undefined;
    for (let i = lo; i < sorted.length; i++) {
      const code = sorted[i]!;
      if (!words[code]!.startsWith(prefix)) break;
      member ??= new Uint8Array(words.length);
      member[code] = 1;
    }
    return member;
  }
}
