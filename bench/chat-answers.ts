/**
 * Chat: the built-in answerer's time per question through the real server (POST /api/chat, JSON
 * answer, no provider key), p95 and p50 per page language, first with the sample content and then
 * with it grown to about 1,000 entries in each language (published through the admin's content
 * API, so the assistant rebuilds its index as it would in use). English pages: a question set made
 * from the company's own content and the held-out set's questions. Bengali and Hindi pages
 * (sent with `language` as the page does): questions in the language's script and in Latin
 * script, some with a follow-up. Target p95 ≤ 20 ms in each language (issue 48).
 */

import { sampleContent } from '#content/samples/index.js';
import type { ChatMessage } from '#shared/chat.js';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { buildChatHeldOutSet } from './chat-held-out-set.js';
import { signInAsAdmin } from './lib/admin-dashboard.js';
import {
  banglishChats,
  bengaliChats,
  type ChatTurns,
  hindiChats,
  hinglishChats,
} from './lib/bengali-and-hindi-chats.js';
import { largeContent, publishContent } from './lib/large-content.js';
import { chatQuestions } from './lib/realistic-chats.js';
import { type Figure, percentile, recordResults } from './lib/results.js';

const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 10);

/** The chats of one page language, and how the figures name it. */
type PageChats = { name: string; language?: 'bn' | 'hi'; chats: readonly ChatTurns[] };

const pages: readonly PageChats[] = [
  {
    // Visitors' questions, and the held-out set's (typos, Hindi and Bengali, places), each turn
    // alone: the wordings that make the assistant correct spellings and measure distances are
    // timed too.
    name: 'English page',
    chats: [
      ...chatQuestions,
      ...buildChatHeldOutSet(sampleContent).flatMap((heldOutCase) => heldOutCase.turns),
    ].map((question) => [question]),
  },
  {
    name: 'Bengali page (Bengali script and Banglish)',
    language: 'bn',
    chats: [...bengaliChats, ...banglishChats],
  },
  { name: 'Hindi page (Devanagari and Hinglish)', language: 'hi', chats: [...hindiChats, ...hinglishChats] },
];

/** The time of each request of every chat, `rounds` times over; a follow-up carries the first answer. */
async function timeChats(server: RunningServer, page: PageChats): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, turns] of page.chats.entries()) {
      const messages: ChatMessage[] = [];
      for (const turn of turns) {
        messages.push({ role: 'user', content: turn });
        const startedAt = performance.now();
        const response = await fetch(`${server.url}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messages, language: page.language }),
        });
        const body = await response.text();
        timings.push(performance.now() - startedAt);
        if (!response.ok) throw new Error(`${page.name}, chat ${index} answered ${response.status}: ${body}`);
        messages.push({ role: 'assistant', content: replyOf(body) });
      }
    }
  }
  return timings;
}

/** The answer's text, from the JSON envelope `{ data: { reply } }`. */
function replyOf(body: string): string {
  const reply = (JSON.parse(body) as { data?: { reply?: unknown } }).data?.reply;
  if (typeof reply !== 'string') throw new Error(`An answer without a reply: ${body.slice(0, 200)}`);
  return reply;
}

async function timeEveryPage(server: RunningServer): Promise<number[][]> {
  const timings: number[][] = [];
  for (const page of pages) timings.push(await timeChats(server, page));
  return timings;
}

/** Each page language's p95 (with its target) and p50, named with the content they were timed at. */
function figuresOf(content: string, timingsByPage: readonly number[][]): Figure[] {
  return pages.flatMap((page, index) => {
    const timings = timingsByPage[index]!;
    const p95 = percentile(timings, 95);
    return [
      {
        figure: `built-in answer, ${page.name}, ${content}: request time p95`,
        target: '≤ 20 ms',
        value: p95,
        unit: 'ms',
        met: p95 <= 20,
      },
      {
        figure: `built-in answer, ${page.name}, ${content}: request time p50`,
        target: 'informational',
        value: percentile(timings, 50),
        unit: 'ms',
      },
    ];
  });
}

const server = await startServer();
let sampleTimings: number[][];
let largeTimings: number[][];
try {
  sampleTimings = await timeEveryPage(server);
  await publishContent(server.url, await signInAsAdmin(server.url), largeContent(sampleContent));
  largeTimings = await timeEveryPage(server);
} finally {
  await server.stop();
}

recordResults(
  'chat-answers',
  [
    ...figuresOf('sample content', sampleTimings),
    ...figuresOf('about 1,000 entries in each language', largeTimings),
  ],
  {
    rounds,
    requestsPerRound: Object.fromEntries(
      pages.map((page) => [page.name, page.chats.reduce((count, turns) => count + turns.length, 0)]),
    ),
    chats: {
      english: pages[0]!.chats.length,
      bengaliScript: bengaliChats.length,
      banglish: banglishChats.length,
      devanagari: hindiChats.length,
      hinglish: hinglishChats.length,
    },
  },
);
