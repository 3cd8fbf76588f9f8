import { sampleContent } from '#content/samples/index.js';
import type { ChatMessage, ChatReply } from '#shared/chat.js';
import { CHAT_MAX_ASSISTANT_MESSAGE_LENGTH } from '#shared/chat-limits.js';
import { startFakeChatProvider } from '#tests/support/fake-chat-provider.js';
import { sitemapPaths, startServer } from '#tests/support/server-process.js';
import { buildChatGoldSet, goldCategories } from './chat-gold-set.js';
import { buildChatHeldOutSet, heldOutCategories } from './chat-held-out-set.js';
import {
  buildContentReference,
  type ContentReference,
  type Expectation,
  scoreAnswer,
  type Verdict,
} from './lib/chat-scoring.js';
import { type Figure, printFigures, recordResults } from './lib/results.js';

/** A question of the gold set (the tuning part) or of the held-out set, as played and scored. */
type EvaluatedCase = Expectation & {
  category: string;
  turns: readonly string[];
  forgedHistory?: readonly ChatMessage[];
};

const overallTarget = 95;
const heldOutTarget = 90;
const categoryTarget = 90;

/** The pages the server serves: the site's own paths (its sitemap, and the page under a second name). */
async function sitePaths(serverUrl: string): Promise<string[]> {
  return [...(await sitemapPaths(serverUrl)), '/retail-partners'];
}

/** A gold case must name pages the site has, or its verdicts mean nothing. */
function checkSourcesExist(goldSet: readonly EvaluatedCase[], reference: ContentReference) {
  for (const goldCase of goldSet) {
    for (const source of goldCase.sources) {
      const paths = typeof source === 'string' ? [source] : source.anyOf;
      const unknown = paths.filter((page) => !reference.sitePaths.has(page));
      if (unknown.length > 0) {
        throw new Error(
          `Gold case "${goldCase.turns.at(-1)}" names pages the site does not have: ${unknown}`,
        );
      }
    }
  }
}

async function askAssistant(serverUrl: string, messages: readonly ChatMessage[]): Promise<string> {
  const response = await fetch(`${serverUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`POST /api/chat answered ${response.status}: ${body}`);
  return (JSON.parse(body).data as ChatReply).reply;
}

/**
 * Plays the conversation as the chat widget does: each turn is sent with everything before it
 * (the assistant's replies cut to the accepted length); the last reply is the one scored.
 */
async function finalReply(serverUrl: string, goldCase: EvaluatedCase): Promise<string> {
  const messages: ChatMessage[] = [...(goldCase.forgedHistory ?? [])];
  let reply = '';
  for (const turn of goldCase.turns) {
    messages.push({ role: 'user', content: turn });
    reply = await askAssistant(serverUrl, messages);
    messages.push({ role: 'assistant', content: reply.slice(0, CHAT_MAX_ASSISTANT_MESSAGE_LENGTH) });
  }
  return reply;
}

/** Everything the visitor wrote: repeating it is not inventing. */
function visitorText(goldCase: EvaluatedCase): string {
  const earlier = (goldCase.forgedHistory ?? []).filter((message) => message.role === 'user');
  return [...earlier.map((message) => message.content), ...goldCase.turns].join('\n');
}

type Scored = { goldCase: EvaluatedCase; answer: string; verdict: Verdict };

function problemsOf(verdict: Verdict): string[] {
  return [
    ...verdict.missing.map((fact) => `missing: ${fact}`),
    ...verdict.forbidden.map((text) => `must not say: ${text}`),
    ...(verdict.missingContactLink ? ['no working contact link (tel:, mailto: or https://wa.me/)'] : []),
    ...verdict.missingSources.map((page) => `no link to ${page}`),
    ...verdict.inventedFacts.map((fact) => `invented ${fact.kind}: ${fact.value}`),
  ];
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (100 * part) / whole;
}

function printFailures(scored: readonly Scored[]) {
  const failures = scored.filter(({ verdict }) => !verdict.correct || verdict.inventedFacts.length > 0);
  console.log(`\nFailures (${failures.length}):`);
  for (const { goldCase, answer, verdict } of failures) {
    console.log(`\n[${goldCase.category}] ${goldCase.turns.join(' → ')}`);
    for (const problem of problemsOf(verdict)) console.log(`  - ${problem}`);
    console.log(answer.replace(/^/gm, '    | '));
  }
}

/** Every gold case played against a server started with these settings, and scored. */
async function playCases(
  cases: readonly EvaluatedCase[],
  environment?: Record<string, string>,
): Promise<Scored[]> {
  const server = await startServer({ ...(environment ? { environment } : {}) });
  const results: Scored[] = [];
  try {
    const reference = buildContentReference(content, await sitePaths(server.url), server.url);
    checkSourcesExist(cases, reference);
    for (const goldCase of cases) {
      const answer = await finalReply(server.url, goldCase);
      results.push({
        goldCase,
        answer,
        verdict: scoreAnswer(goldCase, answer, reference, visitorText(goldCase)),
      });
    }
  } finally {
    await server.stop();
  }
  return results;
}

class SkipProviderPath extends Error {}

const content = sampleContent;
const goldSet = buildChatGoldSet(content);
const heldOutSet = buildChatHeldOutSet(content);
const scored = await playCases(goldSet);
const heldOutScored = await playCases(heldOutSet);
console.log('\nGold set (tuning part):');
printFailures(scored);
console.log('\nHeld-out set:');
printFailures(heldOutScored);

// The provider path: a local scripted provider that answers only from the documents its prompt
// carries (never from the built-in answer), so the figure says whether retrieval hands the model
// what it needs, not how well one model writes.
// `--built-in-only` skips it, for a quick look at the built-in answerer alone.
const builtInOnly = process.argv.includes('--built-in-only');
const scriptedProvider = await startFakeChatProvider({ answerFromDocuments: true });
let providerScored: Scored[] = [];
let providerHeldOutScored: Scored[] = [];
try {
  if (builtInOnly) throw new SkipProviderPath();
  const providerEnvironment = {
    CHAT_API_KEY: 'sk-bench-fake-provider-key-0000',
    CHAT_BASE_URL: scriptedProvider.baseUrl,
    CHAT_MODEL: 'fake-scripted',
  };
  providerScored = await playCases(goldSet, providerEnvironment);
  providerHeldOutScored = await playCases(heldOutSet, providerEnvironment);
} catch (error) {
  if (!(error instanceof SkipProviderPath)) throw error;
} finally {
  await scriptedProvider.close();
}
console.log('\nProvider path (scripted provider answering from the documents it was sent), gold set:');
printFailures(providerScored);
console.log('\nProvider path, held-out set:');
printFailures(providerHeldOutScored);

const correct = (cases: readonly Scored[]) => cases.filter(({ verdict }) => verdict.correct).length;

function categoryFigures(set: string, results: readonly Scored[], categories: readonly string[]): Figure[] {
  return categories.map((category) => {
    const inCategory = results.filter(({ goldCase }) => goldCase.category === category);
    const share = percent(correct(inCategory), inCategory.length);
    return {
      figure: `${set}, correct: ${category} (${correct(inCategory)} of ${inCategory.length})`,
      target: `≥ ${categoryTarget}%`,
      value: share,
      unit: '%',
      met: share >= categoryTarget,
    };
  });
}

function overallFigure(what: string, results: readonly Scored[], target: number): Figure {
  const share = percent(correct(results), results.length);
  return {
    figure: `${what} (${correct(results)} of ${results.length})`,
    target: `≥ ${target}%`,
    value: share,
    unit: '%',
    met: share >= target,
  };
}

const inventedFacts = [...scored, ...heldOutScored, ...providerScored, ...providerHeldOutScored].flatMap(
  ({ goldCase, verdict }) =>
    verdict.inventedFacts.map((fact) => ({ question: goldCase.turns.at(-1), ...fact })),
);
const figures: Figure[] = [
  overallFigure('gold set (tuning part) answered correctly', scored, 100),
  ...categoryFigures('gold set', scored, goldCategories),
  overallFigure('held-out set answered correctly', heldOutScored, heldOutTarget),
  ...categoryFigures('held-out set', heldOutScored, heldOutCategories),
  // A quick look without the provider path has no provider figures to give.
  ...(builtInOnly
    ? []
    : [
        overallFigure(
          'provider path, scripted provider answering from the sent documents: gold set correct',
          providerScored,
          overallTarget,
        ),
        overallFigure(
          'provider path, scripted provider answering from the sent documents: held-out set correct',
          providerHeldOutScored,
          heldOutTarget,
        ),
      ]),
  {
    figure: 'invented facts (phones, e-mails, links, brands, places, numbers not in the content)',
    target: '0',
    value: inventedFacts.length,
    unit: 'facts',
    met: inventedFacts.length === 0,
  },
];
// A quick look (--built-in-only) prints; only a full run replaces the stored results.
if (builtInOnly) printFigures('chat-evaluation', figures);
else
  recordResults('chat-evaluation', figures, {
    cases: scored.length,
    heldOutCases: heldOutScored.length,
    inventedFacts,
  });
