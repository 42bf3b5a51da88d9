/**
 * The embedded content source: groq-js evaluating the same GROQ strings over documents in memory
 * (the tenants' NDJSON by default).
 *
 * groq-js binds parameters at parse time (slices like `[0...$limit]` need them there), so a parsed
 * tree belongs to one query *and* one set of parameters; the memo is keyed by both and bounded.
 */
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { ContentSource, QueryParams } from './source';

const MAX_TREES = 500;

export function createEmbeddedSource(documents: readonly object[]): ContentSource {
  const dataset = documents.filter((d) => !String((d as { _id?: unknown })._id).startsWith('drafts.'));
  const trees = new Map<string, ExprNode>();
  return {
    name: 'embedded',
    async fetch(query: string, params: QueryParams = {}) {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let tree = trees.get(key);
      if (!tree) {
        tree = parse(query, { params });
        if (trees.size >= MAX_TREES) trees.clear();
        trees.set(key, tree);
      }
      const result = await evaluate(tree, { dataset, params });
      return (await result.get()) as unknown;
    },
  };
}
