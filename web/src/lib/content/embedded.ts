/**
 * The embedded content source: groq-js evaluating the same GROQ strings over documents in memory
 * (the tenants' NDJSON by default).
 *
 * groq-js binds parameters at parse time (slices like `[0...$limit]` need them there), so a parsed
 * tree belongs to one query *and* one set of parameters; the memo is keyed by both and bounded.
 * The documents never change within a process, so results are memoised the same way: a page render
 * no longer re-evaluates the same GROQ for every request. Callers must not mutate what they get.
 */
import { evaluate, parse, type ExprNode } from 'groq-js';
import { documentsFor, type ContentPerspective } from './perspective';
import type { ContentSource, QueryParams } from './source';

const MAX_TREES = 500;

/** `perspective`: 'published' (shoppers) or 'drafts' (draft mode: each draft over its published document). */
export function createEmbeddedSource(documents: readonly object[], perspective: ContentPerspective = 'published'): ContentSource {
  const dataset = documentsFor(perspective, documents);
  const trees = new Map<string, ExprNode>();
  const results = new Map<string, Promise<unknown>>();
  return {
    name: 'embedded',
    fetch(query: string, params: QueryParams = {}) {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const memo = results.get(key);
      if (memo) return memo;
      let tree = trees.get(key);
      if (!tree) {
        tree = parse(query, { params });
        if (trees.size >= MAX_TREES) trees.clear();
        trees.set(key, tree);
      }
      const parsed = tree;
      const pending = (async () => (await (await evaluate(parsed, { dataset, params })).get()) as unknown)();
      if (results.size >= MAX_TREES) results.clear();
      results.set(key, pending);
      // A failed evaluation is not remembered.
      pending.catch(() => results.delete(key));
      return pending;
    },
  };
}
