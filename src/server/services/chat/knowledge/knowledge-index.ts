import MiniSearch from 'minisearch';
import type { KnowledgeDocument } from './knowledge-document.js';
import { searchTermsOf, tokenize } from './search-terms.js';

export type KnowledgeHit = {
  document: KnowledgeDocument;
  score: number;
  /** Share of the question's topic terms this document matched, 0 to 1. */
  coverage: number;
  /** The question's terms this document matched. */
  matched: string[];
};

export type KnowledgeIndex = {
  /** The documents that match the question, best first. */
  search(question: string): KnowledgeHit[];
  /** The documents that match terms already cut by `termsOf`, best first. */
  searchTerms(terms: readonly string[]): KnowledgeHit[];
  /** A text's distinct search terms; `correct` may respell each word first. */
  termsOf(text: string, correct?: (word: string) => string): string[];
  /** Whether a word, as a search term, occurs in any document: a known word is never 'corrected'. */
  knows(word: string): boolean;
  /** Every term of the documents with how often it occurs: the dictionary misspellings are corrected to. */
  vocabulary: ReadonlyMap<string, number>;
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
  const vocabulary = new Map<string, number>();
  const byId = new Map(documents.map((document) => [document.id, document]));
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'keywords', 'text'],
    tokenize,
    processTerm: (term) => {
      const processed = searchTerm(term);
      if (processed !== null) vocabulary.set(processed, (vocabulary.get(processed) ?? 0) + 1);
      return processed;
    },
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

  function searchTerms(terms: readonly string[]): KnowledgeHit[] {
    if (terms.length === 0) return [];
    // The terms are already processed: searched as they are, not cut and folded again.
    const results = miniSearch.search(terms.join(' '), {
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
    });
    return results.flatMap((result) => {
      const document = byId.get(String(result.id));
      if (!document) return [];
      const matched = [...new Set(result.queryTerms)];
      return [{ document, score: result.score, coverage: matched.length / terms.length, matched }];
    });
  }

  return {
    search: (question) => searchTerms(questionTerms(question)),
    searchTerms,
    termsOf: questionTerms,
    knows: (word) => {
      const term = searchTerm(word);
      return term !== null && vocabulary.has(term);
    },
    vocabulary,
  };
}
