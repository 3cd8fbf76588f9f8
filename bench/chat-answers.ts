/**
 * Chat: the built-in answerer's time per question through the real server (POST /api/chat, JSON
 * answer, no provider key), p95 over a question set made from the company's own content.
 * Target p95 ≤ 20 ms.
 */

import { startServer } from '../tests/support/server-process.js';
import { chatQuestions as questions } from './lib/realistic-chats.js';
import { percentile, recordResults } from './lib/results.js';

const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 10);

const server = await startServer();
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
await server.stop();

const p95 = percentile(timings, 95);
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
  ],
  { questions: questions.length, rounds },
);
