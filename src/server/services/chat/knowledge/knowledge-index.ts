import MiniSearch from 'minisearch';
import type { KnowledgeDocument } from './knowledge-document.js';
import { searchTermsOf, tokenize } from './search-terms.js';

export type KnowledgeHit = {
  document: KnowledgeDocument;
  score: number;
  /** Share of the question's topic terms this document matched, 0 to 1. */
  coverage: number;
};

export type KnowledgeIndex = {
  /** The documents that match the question, best first. */
  search(question: string): KnowledgeHit[];
};

type IndexedDocument = { id: string; title: string; keywords: string; text: string };

/** Markdown as plain words: link targets and emphasis are not what a visitor asks about. */
function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_#`>-]/g, ' ');
}

/**
 * A full-text index (MiniSearch, BM25) over the knowledge documents, built once. Titles weigh
 * most, then the topic keywords, then the facts. Longer words also match as prefixes
 * ('surveil' finds 'surveillance'); there is no fuzzy matching, so an unrelated word never
 * lands on a fact by resemblance.
 */
export function createKnowledgeIndex(
  documents: readonly KnowledgeDocument[],
  companyName: string,
): KnowledgeIndex {
  const { searchTerm, questionTerms } = searchTermsOf(companyName);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'keywords', 'text'],
    tokenize,
    processTerm: searchTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  miniSearch.addAll(
    documents.map((document) => ({
      id: document.id,
      title: document.title,
      keywords: document.keywords,
      text: plainText(document.answer),
    })),
  );

  return {
    search(question) {
      const terms = questionTerms(question);
      if (terms.length === 0) return [];
      // The terms are already processed: searched as they are, not cut and folded again.
      const results = miniSearch.search(terms.join(' '), {
        tokenize: (query) => query.split(' '),
        processTerm: (term) => term,
      });
      return results.flatMap((result) => {
        const document = byId.get(String(result.id));
        if (!document) return [];
        return [{ document, score: result.score, coverage: result.queryTerms.length / terms.length }];
      });
    },
  };
}
