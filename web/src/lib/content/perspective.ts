/**
 * Sanity's `drafts` perspective over a list of documents, for the embedded content source (groq-js has
 * no perspectives). As the Content Lake does it: every `drafts.<id>` document stands in for `<id>` —
 * under the published id, so references (which always name the published id) reach the draft — and
 * keeps its own id in `_originalId`; a draft with no published document is included too. Versions of
 * releases (`versions.<release>.<id>`) are not part of this perspective and are left out.
 */
const DRAFTS_PREFIX = 'drafts.';

type Doc = { _id?: unknown };

const idOf = (document: object): string => String((document as Doc)._id);

export type ContentPerspective = 'published' | 'drafts';

/** The published documents only: what shoppers see. */
export function publishedDocuments(documents: readonly object[]): object[] {
  return documents.filter((d) => !idOf(d).startsWith(DRAFTS_PREFIX) && !idOf(d).startsWith('versions.'));
}

/** Each document as the drafts perspective shows it: its draft if there is one, else the published one. */
export function draftsOverlay(documents: readonly object[]): object[] {
  const drafts = new Map<string, object>();
  for (const document of documents) {
    const id = idOf(document);
    if (id.startsWith(DRAFTS_PREFIX)) drafts.set(id.slice(DRAFTS_PREFIX.length), { ...document, _id: id.slice(DRAFTS_PREFIX.length), _originalId: id });
  }
  const shown: object[] = [];
  for (const document of publishedDocuments(documents)) {
    const id = idOf(document);
    const draft = drafts.get(id);
    shown.push(draft ?? document);
    drafts.delete(id);
  }
  // Drafts never published yet.
  shown.push(...drafts.values());
  return shown;
}

export function documentsFor(perspective: ContentPerspective, documents: readonly object[]): object[] {
  return perspective === 'drafts' ? draftsOverlay(documents) : publishedDocuments(documents);
}
