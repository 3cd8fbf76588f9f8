import { joinAsSentence } from '#content/index.js';
import { isAboutOpenings } from '#server/services/chat/knowledge/careers-documents.js';
import type { KnowledgeDocument } from '#server/services/chat/knowledge/knowledge-document.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import type { KnowledgeHit, KnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import type { ReadQuestion } from '#server/services/chat/understanding/conversation-reading.js';

/**
 * A document must match more than half of the question's topic terms: "Do you sell iPhones?"
 * matching only 'sell' is a question the facts cannot answer.
 */
const MIN_COVERAGE = 0.5;
/** Documents far below the best one are noise, not a second answer. */
const MIN_RELATIVE_SCORE = 0.5;
/** Enough for "the three stores in Kolkata", short enough to read in a chat bubble. */
const MAX_DOCUMENTS_PER_QUESTION = 4;
/** A message asking several things gets at most this many fact groups. */
export const MAX_DOCUMENTS = 6;

/** Each overview's items as a set: an overview of 100 stores is checked against every hit. */
const includedIds = new WeakMap<KnowledgeDocument, ReadonlySet<string>>();
function includes(overview: KnowledgeDocument, id: string): boolean {
  let ids = includedIds.get(overview);
  if (!ids) {
    ids = new Set(overview.includes ?? []);
    includedIds.set(overview, ids);
  }
  return ids.has(id);
}

/** An overview and one of its items say the same thing: only the better-ranked one is shown. */
function overlaps(a: KnowledgeDocument, b: KnowledgeDocument): boolean {
  return a.id === b.id || includes(a, b.id) || includes(b, a.id);
}

/**
 * The documents that answer one question: the best one (more than half the terms matched),
 * those as good as it, then for terms still unanswered ("WD hard disks and Microtek UPS") the
 * document that answers most of them, as long as it matches at least two of the question's terms.
 */
export function answeringHits(hits: readonly KnowledgeHit[], termCount: number): KnowledgeHit[] {
  let best: KnowledgeHit | undefined;
  for (const hit of hits) {
    if (hit.coverage <= MIN_COVERAGE) continue;
    if (!best || hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score))
      best = hit;
  }
  if (!best) return [];
  const chosen: KnowledgeHit[] = [best];
  const isNew = (hit: KnowledgeHit) => !chosen.some((picked) => overlaps(picked.document, hit.document));
  const equallyGood = hits
    .filter((hit) => hit.coverage === best.coverage && hit.score >= best.score * MIN_RELATIVE_SCORE)
    .sort((a, b) => b.score - a.score);
  for (const hit of equallyGood) {
    if (chosen.length === MAX_DOCUMENTS_PER_QUESTION) return chosen;
    if (isNew(hit)) chosen.push(hit);
  }
  const covered = new Set(chosen.flatMap((hit) => hit.matched));
  const minMatched = Math.min(2, termCount);
  while (chosen.length < MAX_DOCUMENTS_PER_QUESTION) {
    let next: KnowledgeHit | undefined;
    let nextNew = 0;
    for (const hit of hits) {
      if (hit.matched.length < minMatched) continue;
      const newTerms = hit.matched.filter((term) => !covered.has(term)).length;
      if (newTerms === 0 || !isNew(hit)) continue;
      const better =
        !next ||
        newTerms > nextNew ||
        (newTerms === nextNew &&
          (hit.coverage > next.coverage || (hit.coverage === next.coverage && hit.score > next.score)));
      if (better) {
        next = hit;
        nextNew = newTerms;
      }
    }
    if (!next) break;
    chosen.push(next);
    for (const term of next.matched) covered.add(term);
  }
  return chosen;
}

/** The documents answering the read questions, each question's best first, without repeats. */
export function documentsFor(
  index: KnowledgeIndex,
  questions: readonly ReadQuestion[],
  withoutTerms: ReadonlySet<string> = new Set(),
): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  for (const question of questions) {
    const terms = question.terms.filter((term) => !withoutTerms.has(term));
    const hits = index.searchTerms(terms);
    const answering = answeringHits(hits, terms.length);
    const named = answering.length > 0 ? [] : namedOpeningHits(index, hits, question);
    for (const hit of [...answering, ...named]) {
      if (documents.length < MAX_DOCUMENTS && !documents.some((picked) => overlaps(picked, hit.document)))
        documents.push(hit.document);
    }
  }
  return documents;
}

/**
 * "wats the pay for data anlyst post n do u need powerbi": words the facts do not hold keep every
 * document under half the terms, yet the question names an opening. The opening it names in
 * full (every word of its title) answers it.
 */
function namedOpeningHits(
  index: KnowledgeIndex,
  hits: readonly KnowledgeHit[],
  question: ReadQuestion,
): KnowledgeHit[] {
  if (!question.entities.some((entity) => entity.kind === 'opening')) return [];
  const asked = new Set(question.terms);
  const named = hits.find(({ document }) => {
    if (!isAboutOpenings(document) || document.id === 'jobs') return false;
    const titleTerms = index.termsOf(document.title.replace(/\(.*?\)/g, ''));
    return titleTerms.length > 0 && titleTerms.every((term) => asked.has(term));
  });
  return named ? [named] : [];
}

/** The one document of the index with this id that a search for `term` finds: an overview such as the openings. */
export function overviewDocument(
  index: KnowledgeIndex,
  term: string,
  id: string,
): KnowledgeDocument | undefined {
  return index.searchTerms([term]).find((hit) => hit.document.id === id)?.document;
}

/** Fact groups under their titles, an optional lead and trailer, and links to the pages they come from. */
export function composeFacts(
  documents: readonly KnowledgeDocument[],
  lead?: string,
  trailer?: string,
): string {
  const sections = documents.map((document) => `**${document.title}**\n\n${document.answer}`);
  const pages = [...new Map(documents.map((document) => [document.link.href, document.link])).values()];
  const more = `More on ${joinAsSentence(pages.map((page) => markdownLink(page.label, page.href)))}.`;
  return [...(lead ? [lead] : []), ...sections, ...(trailer ? [trailer] : []), more].join('\n\n');
}
