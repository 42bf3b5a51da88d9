/**
 * The embedded content source: groq-js evaluating the same GROQ strings over documents in memory
 * (the tenants' NDJSON by default). Parsed query trees are memoised: parsing costs more than
 * evaluating over a few hundred documents.
 */
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { ContentSource, QueryParams } from './source';

export function createEmbeddedSource(documents: readonly object[]): ContentSource {
  const dataset = documents.filter((d) => !String((d as { _id?: unknown })._id).startsWith('drafts.'));
  const trees = new Map<string, ExprNode>();
  return {
    name: 'embedded',
    async fetch(query: string, params: QueryParams = {}) {
      let tree = trees.get(query);
      if (!tree) {
        tree = parse(query, { params });
        trees.set(query, tree);
      }
      const result = await evaluate(tree, { dataset, params });
      return (await result.get()) as unknown;
    },
  };
}
