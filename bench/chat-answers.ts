/**
 * Chat: the built-in answerer's time per question through the real server (POST /api/chat, JSON
 * answer, no provider key), p95 over a question set made from the company's own content and the
 * held-out set's questions, first
 * with the sample content and then with it grown to about 1,000 entries (published through the
 * admin's content API, so the assistant rebuilds its index as it would in use).
 * Target p95 ≤ 20 ms.
 */

import { sampleContent } from '#content/samples/index.js';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { buildChatHeldOutSet } from './chat-held-out-set.js';
import { signInAsAdmin } from './lib/admin-dashboard.js';
import { largeContent, publishContent } from './lib/large-content.js';
import { chatQuestions } from './lib/realistic-chats.js';
import { percentile, recordResults } from './lib/results.js';

const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 10);
// Visitors' questions, and the held-out set's (typos, Hindi and Bengali, places): the wordings
// that make the assistant correct spellings and measure distances are timed too.
const questions = [
  ...chatQuestions,
  ...buildChatHeldOutSet(sampleContent).flatMap((heldOutCase) => heldOutCase.turns),
];

async function timeQuestions(server: RunningServer): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, question] of questions.entries()) {
      const startedAt = performance.now();
      const response = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
      });
      await response.text();
      if (!response.ok) throw new Error(`question ${index} answered ${response.status}`);
      timings.push(performance.now() - startedAt);
    }
  }
  return timings;
}

const server = await startServer();
let timings: number[];
let largeTimings: number[];
try {
  timings = await timeQuestions(server);
  await publishContent(server.url, await signInAsAdmin(server.url), largeContent(sampleContent));
  largeTimings = await timeQuestions(server);
} finally {
  await server.stop();
}

const p95 = percentile(timings, 95);
const largeP95 = percentile(largeTimings, 95);
recordResults(
  'chat-answers',
  [
    {
      figure: 'built-in answer, request time p95',
      target: '≤ 20 ms',
      value: p95,
      unit: 'ms',
      met: p95 <= 20,
    },
    {
      figure: 'built-in answer, request time p50',
      target: 'informational',
      value: percentile(timings, 50),
      unit: 'ms',
    },
    {
      figure: 'built-in answer at about 1,000 content entries, request time p95',
      target: '≤ 20 ms',
      value: largeP95,
      unit: 'ms',
      met: largeP95 <= 20,
    },
  ],
  { questions: questions.length, rounds },
);
