import { sampleContent } from '#content/samples/sample-content.js';
import type { ChatMessage, ChatReply } from '#shared/chat.js';
import { CHAT_MAX_ASSISTANT_MESSAGE_LENGTH } from '#shared/chat-limits.js';
import { startFakeChatProvider } from '#tests/support/fake-chat-provider.js';
import { sitemapPaths, startServer } from '#tests/support/server-process.js';
import { buildChatGoldSet, type GoldCase, goldCategories } from './chat-gold-set.js';
import {
  buildContentReference,
  type ContentReference,
  scoreAnswer,
  type Verdict,
} from './lib/chat-scoring.js';
import { type Figure, recordResults } from './lib/results.js';

const overallTarget = 95;
const categoryTarget = 90;

/** The pages the server serves: the site's own paths (its sitemap, and the page under a second name). */
async function sitePaths(serverUrl: string): Promise<string[]> {
  return [...(await sitemapPaths(serverUrl)), '/retail-partners'];
}

/** A gold case must name pages the site has, or its verdicts mean nothing. */
function checkSourcesExist(goldSet: readonly GoldCase[], reference: ContentReference) {
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
async function finalReply(serverUrl: string, goldCase: GoldCase): Promise<string> {
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
function visitorText(goldCase: GoldCase): string {
  const earlier = (goldCase.forgedHistory ?? []).filter((message) => message.role === 'user');
  return [...earlier.map((message) => message.content), ...goldCase.turns].join('\n');
}

type Scored = { goldCase: GoldCase; answer: string; verdict: Verdict };

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
async function playGoldSet(environment?: Record<string, string>): Promise<Scored[]> {
  const server = await startServer({ ...(environment ? { environment } : {}) });
  const results: Scored[] = [];
  try {
    const reference = buildContentReference(content, await sitePaths(server.url), server.url);
    checkSourcesExist(goldSet, reference);
    for (const goldCase of goldSet) {
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

const content = sampleContent();
const goldSet = buildChatGoldSet(content);
const scored = await playGoldSet();
printFailures(scored);

// The provider path: a local fake provider that answers with the first retrieved fact of its
// prompt (the built-in understanding's answer), as a faithful model would. It checks that the
// prompt carries the right facts and handover for every gold question, not a real model's wording.
const echoingProvider = await startFakeChatProvider({ echoFacts: true });
let providerScored: Scored[];
try {
  providerScored = await playGoldSet({
    CHAT_API_KEY: 'sk-bench-fake-provider-key-0000',
    CHAT_BASE_URL: echoingProvider.baseUrl,
    CHAT_MODEL: 'fake-echo',
  });
} finally {
  await echoingProvider.close();
}
console.log('\nProvider path (fake provider echoing the retrieved facts):');
printFailures(providerScored);

const correct = (cases: readonly Scored[]) => cases.filter(({ verdict }) => verdict.correct).length;
const categoryFigures: Figure[] = goldCategories.map((category) => {
  const inCategory = scored.filter(({ goldCase }) => goldCase.category === category);
  const share = percent(correct(inCategory), inCategory.length);
  return {
    figure: `correct: ${category} (${correct(inCategory)} of ${inCategory.length})`,
    target: `≥ ${categoryTarget}%`,
    value: share,
    unit: '%',
    met: share >= categoryTarget,
  };
});
const overall = percent(correct(scored), scored.length);
const inventedFacts = [...scored, ...providerScored].flatMap(({ goldCase, verdict }) =>
  verdict.inventedFacts.map((fact) => ({ question: goldCase.turns.at(-1), ...fact })),
);
recordResults(
  'chat-evaluation',
  [
    {
      figure: `gold set answered correctly (${correct(scored)} of ${scored.length})`,
      target: `≥ ${overallTarget}%`,
      value: overall,
      unit: '%',
      met: overall >= overallTarget,
    },
    ...categoryFigures,
    {
      figure: `provider path, fake provider echoing the retrieved facts: gold set correct (${correct(providerScored)} of ${providerScored.length})`,
      target: `≥ ${overallTarget}%`,
      value: percent(correct(providerScored), providerScored.length),
      unit: '%',
      met: percent(correct(providerScored), providerScored.length) >= overallTarget,
    },
    {
      figure: 'invented facts (phones, e-mails, links, brands, places, numbers not in the content)',
      target: '0',
      value: inventedFacts.length,
      unit: 'facts',
      met: inventedFacts.length === 0,
    },
  ],
  { cases: scored.length, inventedFacts },
);
