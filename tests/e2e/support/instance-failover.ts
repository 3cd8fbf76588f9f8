import fs from 'node:fs';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { redisTestSettings } from '#tests/support/test-redis.js';
import {
  CrashClients,
  connectionErrorCode,
  RequestLedger,
  requestId,
  requestKinds,
  resumeOf,
} from './crash-workload.js';
import { postgresSchemaUnderTest } from './database-under-test.js';
import { ledgerMismatches, readStoredRecords } from './stored-records.js';

/**
 * Two instances of one deployment (two server processes on one PostgreSQL schema and one Redis
 * key prefix) under writing load, and one of them killed: what the instance-failover test checks
 * and its benchmark measures.
 *
 * Clients send visits, chats and applications to both A and B, each request with an id of its own.
 * A is killed with SIGKILL mid-load; B keeps its clients; requests sent to A while it is down must
 * fail for want of a connection; A is started again on its port and must serve writes. Then the
 * stored rows are read back by id and set against what was answered.
 */

/** How long one phase of the load may take to reach its count of answers, on a busy machine too. */
const PHASE_TIMEOUT_MS = 60_000;

export type FailoverLoad = {
  /** Clients sending to each instance, one request after another (at most 9: a request id has one digit for it). */
  clientsPerInstance: number;
  /** 2xx answers of every kind each instance's clients have before A is killed. */
  answersBeforeKill: number;
  /** 2xx answers of every kind B's clients have after A was killed, before A is started again. */
  answersWhileADown: number;
  /** 2xx answers of every kind the restarted A's clients have before the load stops. */
  answersAfterRejoin: number;
};

export type FailoverReport = {
  /** Every request sent, the requests to A while down included. */
  sent: number;
  acknowledgedByA: number;
  acknowledgedByB: number;
  /** Requests that got no answer: cut off by the kill, or sent to A while it was down. */
  failed: number;
  /** The requests sent to A while it was down, and the network error each got ('ECONNREFUSED'...). */
  whileDown: { sent: number; errorCodes: (string | undefined)[]; acknowledged: number };
  /** Where the stored rows and the answers disagree, by kind: none when every 2xx is stored once. */
  mismatches: ReturnType<typeof ledgerMismatches>;
  /** Requests answered with a 2xx but not stored, and stored more than once (from `mismatches`). */
  acknowledgedButLost: number;
  storedTwice: number;
  /** Stored applications whose resume is not byte for byte the one sent. */
  resumesNotAsSent: string[];
  integrityProblems: string[];
  /** The restarted A: spawn to a healthy /health, and to its first 2xx-answered write. */
  rejoin: { healthyMs: number; firstWriteMs: number };
};

/** Runs the scenario on the PostgreSQL server and Redis given; cleans up after itself. */
export async function runInstanceFailover(
  load: FailoverLoad,
  services: { postgresUrl: string; redisUrl: string },
): Promise<FailoverReport> {
  const database = await postgresSchemaUnderTest(services.postgresUrl);
  const redis = redisTestSettings(services.redisUrl);
  const started: RunningServer[] = [];
  /** An instance; A started again gets its port and its data folder back, as a restarted machine would. */
  const start = async (again?: RunningServer) => {
    const server = await startServer({
      databaseUrl: database.databaseUrl,
      environment: redis.environment,
      port: again?.port,
      dataDir: again?.dataDir,
    });
    started.push(server);
    return server;
  };
  const ledger = new RequestLedger();
  const everyClient: CrashClients[] = [];
  const clientsOf = (server: RunningServer, life: number) => {
    const clients = new CrashClients(ledger, server.port, life, load.clientsPerInstance);
    everyClient.push(clients);
    return clients;
  };
  try {
    const [a, b] = await Promise.all([start(), start()]);
    const clientsA = clientsOf(a, 1);
    const clientsB = clientsOf(b, 2);
    await Promise.all([
      clientsA.untilEachKindAnswered(load.answersBeforeKill, { timeoutMs: PHASE_TIMEOUT_MS }),
      clientsB.untilEachKindAnswered(load.answersBeforeKill, { timeoutMs: PHASE_TIMEOUT_MS }),
    ]);

    clientsA.expectKill();
    a.process.kill('SIGKILL');
    await a.exited;
    await clientsA.finished;
    const answeredByBAtKill = { ...clientsB.answered };
    const whileDown = await sendWhileDown(ledger, a.port);
    await clientsB.untilEachKindAnswered(load.answersWhileADown, {
      since: answeredByBAtKill,
      timeoutMs: PHASE_TIMEOUT_MS,
    });

    const restarted = await start(a);
    const firstWriteStartedAt = performance.now();
    await ledger.send(a.port, 'visit', requestId('visit', 3, 0, 0));
    const rejoin = {
      healthyMs: restarted.startupMs,
      firstWriteMs: restarted.startupMs + performance.now() - firstWriteStartedAt,
    };
    const clientsRestartedA = clientsOf(restarted, 3);
    await clientsRestartedA.untilEachKindAnswered(load.answersAfterRejoin, { timeoutMs: PHASE_TIMEOUT_MS });
    await Promise.all([clientsRestartedA.stop(), clientsB.stop()]);
    await Promise.all([restarted.stop(), b.stop()]);

    const reader = await database.read(b.dataDir); // on PostgreSQL, the folder is not read
    const stored = await readStoredRecords(reader).finally(() => reader.close());
    const mismatches = ledgerMismatches(stored.counts, ledger);
    return {
      sent: ledger.attempts,
      // The restarted A's first visit is one of its answers too.
      acknowledgedByA: clientsA.acknowledged + 1 + clientsRestartedA.acknowledged,
      acknowledgedByB: clientsB.acknowledged,
      failed: ledger.attempts - ledger.answers2xx,
      whileDown,
      mismatches,
      acknowledgedButLost: mismatches.reduce((sum, mismatch) => sum + mismatch.lost.length, 0),
      storedTwice: mismatches.reduce((sum, mismatch) => sum + mismatch.storedTwice.length, 0),
      resumesNotAsSent: stored.applications
        .filter(
          (application) => !stored.storedFiles.get(application.resumeFile)?.equals(resumeOf(application.id)),
        )
        .map((application) => application.id),
      integrityProblems: stored.integrityProblems,
      rejoin,
    };
  } finally {
    // After a failure, clients still sending must not count the servers' end as one.
    for (const clients of everyClient) clients.expectKill();
    for (const server of started) server.process.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    for (const server of started) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await database.dispose();
    await redis.clear();
  }
}

/** One request of every kind to the killed A (client 0 of its first life): each must fail unanswered. */
async function sendWhileDown(ledger: RequestLedger, port: number): Promise<FailoverReport['whileDown']> {
  const errorCodes: (string | undefined)[] = [];
  let acknowledged = 0;
  for (const [sequence, kind] of requestKinds.entries()) {
    await ledger.send(port, kind, requestId(kind, 1, 0, sequence)).then(
      () => {
        acknowledged += 1;
      },
      (error: unknown) => {
        errorCodes.push(connectionErrorCode(error));
      },
    );
  }
  return { sent: requestKinds.length, errorCodes, acknowledged };
}
