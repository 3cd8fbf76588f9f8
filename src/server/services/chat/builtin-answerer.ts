import type { SiteContent } from '#content/index.js';
import { type AnswerStrategy, type BuiltinAnswer, createAnswerKit } from './answers/answer-kit.js';
import {
  brandsOfNamedProduct,
  carriedProductNamed,
  nearbyCategoryNotCarried,
  otherItServiceNotOffered,
  tradeOutsideIt,
  tradeOutsideItNamed,
} from './answers/category-answers.js';
import {
  declined,
  greeting,
  notCarried,
  offTopic,
  soundsLikeOurTopics,
  thanks,
} from './answers/conversation-answers.js';
import { countAsked, statesAsked } from './answers/count-answers.js';
import { MAX_DOCUMENTS } from './answers/fact-documents.js';
import { factsFound, noSuchOpening, notOurBrand } from './answers/facts-answers.js';
import { detailNotHeldForNamed } from './answers/follow-up-answers.js';
import { dealerAsked, personAsked, teamContactAsked, unpublishedDetail } from './answers/handover-answers.js';
import { hoursAsked } from './answers/hours-answers.js';
import { inQuestionScript } from './answers/indic-script-answers.js';
import { noOpeningsInPlace, showcaseStoreElsewhere, whatIsInPlace } from './answers/place-answers.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';
import type { KnowledgeIndex } from './knowledge/knowledge-index.js';
import { splitQuestions } from './understanding/conversation-reading.js';

export type { BuiltinAnswer } from './answers/answer-kit.js';

/** Topics a model is given when nothing fits: the nearest few. */
const MAX_SUGGESTED_DOCUMENTS = 3;

/** The first answer of the kinds, tried in order. */
function firstOf(strategies: readonly AnswerStrategy[]): AnswerStrategy {
  return (ask) => {
    for (const strategy of strategies) {
      const answer = strategy(ask);
      if (answer) return answer;
    }
    return undefined;
  };
}

/**
 * The assistant that needs nothing but the company's own facts. It reads the conversation
 * (synonyms, misspellings, several questions, follow-ups), answers from the knowledge index
 * with each fact group linked to its page, says plainly what the content shows is not so or
 * does not say, and hands over to the right person (call, e-mail, WhatsApp) when it cannot
 * answer or is asked to. It never states anything the content does not hold.
 * Each kind of answer is a strategy in answers/; this file only puts them in order.
 */
export function createBuiltinAnswerer(
  index: KnowledgeIndex,
  content: SiteContent,
  /** The clock that "open now" and "today" are read by (India time is derived from it). */
  now: () => Date = () => new Date(),
) {
  const kit = createAnswerKit(index, content);

  /** Asks whose wording decides the answer before the facts are searched: off-topic, a dealer, a person, a detail we do not publish, a kind we do not sell, a place. */
  const byWording = firstOf([
    offTopic(kit),
    dealerAsked(kit),
    personAsked(kit),
    teamContactAsked(kit),
    hoursAsked(kit, now),
    unpublishedDetail(kit),
    detailNotHeldForNamed(kit),
    otherItServiceNotOffered(kit),
    nearbyCategoryNotCarried(kit),
    tradeOutsideIt(kit),
    showcaseStoreElsewhere(kit),
    noOpeningsInPlace(kit),
    whatIsInPlace(kit),
    statesAsked(kit),
    brandsOfNamedProduct(kit),
  ]);
  /** The rest: what the facts say, else the brands of a product named, a greeting or thanks, else "no" to a trade we are not in. */
  const fromFacts = firstOf([
    notOurBrand(kit),
    noSuchOpening(kit),
    carriedProductNamed(kit),
    factsFound(kit),
    countAsked(kit),
    thanks(kit),
    greeting(),
    notCarried(kit),
  ]);
  const fallback = declined(kit);
  /** A question in Bengali or Devanagari script, or asked on a Bengali or Hindi page, answered in its language. */
  const inItsScript = inQuestionScript(kit, now);

  /**
   * The answer to the last of the visitor's turns, read with the turns before it. A message
   * with several asks ("the Raiganj phone, and is there a store there?") gets each answered:
   * those the wording decides on their own, the rest from the facts together.
   */
  function answerTurns(visitorTurns: readonly string[]): BuiltinAnswer {
    const earlier = visitorTurns.slice(0, -1);
    const message = visitorTurns.at(-1) ?? '';
    // "Branches in Durgapur and Asansol? Both numbers", "Lenovo aur ASUS dono ke products": the
    // message asked of each town or brand in turn.
    const read = kit.lexicon.read(message);
    const nameList = kit.lexicon.nameListIn(read);
    if (nameList) {
      const { spellings, start, end } = nameList;
      const perName = spellings.map((spelling) => `${read.slice(0, start)}${spelling}${read.slice(end)}`);
      return combined(perName.map((single) => answerTurns([...earlier, single])));
    }
    const asks = splitQuestions(message.toLowerCase());
    const answerFacts = (turns: readonly string[]) => {
      const ask = kit.askOf(turns);
      return fromFacts(ask) ?? fallback(ask);
    };
    if (asks.length <= 1) return byWording(kit.askOf(visitorTurns)) ?? answerFacts(visitorTurns);
    // Each ask reads the asks before it as earlier turns ("… in Raiganj? and a store there?").
    const decided = asks.map((_ask, position) =>
      byWording(kit.askOf([...earlier, ...asks.slice(0, position + 1)])),
    );
    // The rest are answered from the facts together, where the first of them was asked.
    const rest = asks.filter((_ask, position) => decided[position] === undefined);
    const restAt = decided.indexOf(undefined);
    const answers = decided.flatMap((answer, position) => {
      if (answer) return [answer];
      return position === restAt ? [answerFacts([...earlier, rest.join('? ')])] : [];
    });
    return combined(answers);
  }

  /**
   * The answer to the visitor's last turn: in Bengali or Hindi when it is written in their script,
   * or asked on a Bengali or Hindi page (`pageLanguage`) and the sentences in that language fit;
   * one it cannot give, on such a page, is said in the page's language.
   */
  function answer(visitorTurns: readonly string[], pageLanguage?: string): BuiltinAnswer {
    // "TVS scooter ki servicing?" on a Hindi page: a trade outside IT is answered no in the page's
    // language (with what the brand it names is ours for) before the service it names is answered.
    const trade = tradeOutsideItNamed(kit.askOf(visitorTurns));
    const outsideOurTrade = trade && inItsScript.outsideTrade(visitorTurns, trade.pattern, pageLanguage);
    if (outsideOurTrade) return outsideOurTrade;
    const indicAnswer = inItsScript.answer(visitorTurns, pageLanguage);
    if (indicAnswer) return indicAnswer;
    const reply = answerTurns(visitorTurns);
    return reply.kind === 'declined' ? (inItsScript.declinedOnPage(pageLanguage) ?? reply) : reply;
  }

  /**
   * The documents that hold what the conversation's last message asks, for a model to answer
   * from: those its words find (read with the turns before), the offices and stores of a place
   * it names or the nearest to it, and when nothing fits, the topics nearest to it.
   */
  function retrieve(visitorTurns: readonly string[]): KnowledgeDocument[] {
    const { lexicon } = kit;
    const ask = kit.askOf(visitorTurns);
    const local = ask.place
      ? [
          lexicon.inOrNearest(lexicon.offices, ask.place)[0]?.item,
          lexicon.inOrNearest(lexicon.stores, ask.place)[0]?.item,
        ]
          .filter((item) => item !== undefined)
          .flatMap((item) => index.searchTerms(index.termsOf(item.city.toLowerCase())).slice(0, 2))
          .map((hit) => hit.document)
      : [];
    const documents = [...new Set([...ask.documents(), ...local])];
    if (documents.length > 0) return documents.slice(0, MAX_DOCUMENTS);
    return soundsLikeOurTopics(kit, ask.text)
      ? index
          .search(ask.text)
          .slice(0, MAX_SUGGESTED_DOCUMENTS)
          .map((hit) => hit.document)
      : [];
  }

  return { answer, retrieve };
}

/** Several asks' answers as one: the useful ones, each once, in order. */
function combined(answers: readonly BuiltinAnswer[]): BuiltinAnswer {
  const useful = answers.filter((answer) => !['greeting', 'thanks', 'declined'].includes(answer.kind));
  // Nothing useful: the first answer speaks for the rest ("who won IPL? and the capital of Australia?").
  const kept = useful.length > 0 ? useful : answers.slice(0, 1);
  const distinct = kept.filter(
    (answer, position) => kept.findIndex((other) => other.markdown === answer.markdown) === position,
  );
  if (distinct.length === 1) return distinct[0]!;
  return {
    markdown: distinct.map((answer) => answer.markdown).join('\n\n'),
    kind: distinct.find((answer) => answer.kind !== 'facts')?.kind ?? 'facts',
    handover: distinct.some((answer) => answer.handover),
  };
}

export type BuiltinAnswerer = ReturnType<typeof createBuiltinAnswerer>;
