import { applicationFormData, pdfResume } from '#tests/support/job-application.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { delay } from '#tests/support/server-process.js';
import { desktopChrome } from '#tests/support/user-agents.js';

/**
 * The crash tests' traffic: clients sending the four kinds of request that store something, each
 * carrying an id of its own, and a ledger of what was sent and what the server answered, so the
 * stored rows can be checked against the answers after the server was killed and restarted.
 */

export const requestKinds = ['visit', 'trackedChat', 'assistantChat', 'application', 'enquiry'] as const;
export type RequestKind = (typeof requestKinds)[number];

const kindLetters: Record<RequestKind, string> = {
  visit: 'v',
  trackedChat: 't',
  assistantChat: 'a',
  application: 'p',
  enquiry: 'e',
};

/**
 * Nine letters and digits, unique per request: kind, server life (1-9), client (0-9), sequence.
 * Nine, because an assistant chat's session id ends in exactly nine.
 */
export function requestId(kind: RequestKind, life: number, client: number, sequence: number): string {
  if (life > 9 || client > 9)
    throw new Error('a request id has one digit for the server life and one for the client');
  return `${kindLetters[kind]}${life}${client}${String(sequence).padStart(6, '0')}`;
}

/** Where a chat's id sits in its stored user message. */
export const chatMessageId = /\(([a-z]\d{8})\)$/;
const chatMessage = (id: string) => `Where is your head office? (${id})`;

/** The text of an application's resume, so a file on disk tells whose it is. */
export const resumeText = (id: string) => `Resume of applicant ${id}`;
const applicantEmail = (id: string) => `${id}@example.com`;

/** The resume an application sends, byte for byte. */
export const resumeOf = (id: string) => buildPdf(resumeText(id));

/** A valid application for the first opening, from the applicant with this id. */
export function applicationForm(id: string): FormData {
  return applicationFormData({ email: applicantEmail(id) }, pdfResume(resumeText(id)));
}

/**
 * An enquiry's mobile number carries its request id's eight digits ('98' and them), so the stored
 * row tells which request it is; one number per request keeps the per-phone limit out of the way.
 */
export const enquiryPhone = (id: string) => `98${id.slice(1)}`;
export const enquiryIdOfPhone = (phone: string) => `${kindLetters.enquiry}${phone.slice(2)}`;

/** Sends one request of the kind; the same id always sends the same body, so a retry is exact. */
function sendRequest(port: number, kind: RequestKind, id: string): Promise<Response> {
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const json = (body: object): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  switch (kind) {
    case 'visit':
      return fetch(
        url('/api/tracking/visitor'),
        json({ sessionId: 'visitor_1718000000000_crashtest', eventId: id, userAgent: desktopChrome }),
      );
    case 'trackedChat':
      return fetch(
        url('/api/tracking/chat'),
        json({
          sessionId: 'chat_1718000000000_crashtest',
          userMessage: chatMessage(id),
          botResponse: 'At the head office in Kolkata.',
        }),
      );
    case 'assistantChat':
      // A session id of its own per request: the per-session limit is not one the allow-list lifts.
      return fetch(
        url('/api/chat'),
        json({
          sessionId: `chat_1718000000000_${id}`,
          messages: [{ role: 'user', content: chatMessage(id) }],
        }),
      );
    case 'application':
      return fetch(url('/api/careers/apply'), { method: 'POST', body: applicationForm(id) });
    case 'enquiry':
      return fetch(
        url('/api/enquiries'),
        json({
          name: 'Crash Test',
          phone: enquiryPhone(id),
          place: '823001',
          product: 'Laptops',
          customerType: 'business',
          consent: true,
        }),
      );
  }
}

/** What was sent, by kind and id, and which ids the server answered with a 2xx. */
export class RequestLedger {
  readonly sent = perKind();
  readonly answered = perKind();
  /**
   * Resent after a restart and found already stored: a visit answered `stored: false`, an enquiry
   * `repeated: true` (the first one's reference), an application 409.
   */
  readonly foundStoredOnRetry = perKind();
  /** Every request sent, retries included, and the 2xx answers among them. */
  attempts = 0;
  answers2xx = 0;

  /** Sent, and neither answered with a 2xx nor found stored on a retry. */
  unanswered(kind: RequestKind): string[] {
    return [...this.sent[kind]].filter(
      (id) => !this.answered[kind].has(id) && !this.foundStoredOnRetry[kind].has(id),
    );
  }

  /** For a request sent by other means than `send`. */
  noteSent(kind: RequestKind, id: string) {
    this.sent[kind].add(id);
    this.attempts += 1;
  }

  /**
   * Sends the request and notes the outcome. Answers true for a 2xx, false for a retry the server
   * recognised as already stored; throws on any other answer, and when the request gets none.
   */
  async send(port: number, kind: RequestKind, id: string): Promise<boolean> {
    const retry = this.sent[kind].has(id);
    const answeredBefore = this.answered[kind].has(id);
    this.noteSent(kind, id);
    const response = await sendRequest(port, kind, id);
    if (response.ok) {
      // Counted on the status line: a kill while the body is read still leaves a 2xx answered.
      this.answers2xx += 1;
      this.answered[kind].add(id);
      const body = (await response.json()) as { data?: { stored?: boolean; repeated?: boolean } };
      const alreadyStored = body.data?.stored === false || body.data?.repeated === true;
      if (retry && !answeredBefore && alreadyStored) this.foundStoredOnRetry[kind].add(id);
      return true;
    }
    if (retry && kind === 'application' && response.status === 409) {
      if (!answeredBefore) this.foundStoredOnRetry[kind].add(id);
      return false;
    }
    throw new Error(`${kind} ${id} answered ${response.status}: ${await response.text()}`);
  }
}

function perKind(): Record<RequestKind, Set<string>> {
  return {
    visit: new Set(),
    trackedChat: new Set(),
    assistantChat: new Set(),
    application: new Set(),
    enquiry: new Set(),
  };
}

/**
 * Whether a request failed for want of a server (the connection was refused or cut), rather than
 * by an answer: fetch rejects with a TypeError for network failures only ('fetch failed' when
 * there is no answer, 'terminated' when the body breaks off).
 */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');
}

/** The code of the network error under a failed fetch ('ECONNREFUSED'...), if any. */
export function connectionErrorCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

type AnswerCounts = Record<RequestKind, number>;

/**
 * Clients of one server sending requests one after another, each kind in turn, until stopped or
 * until the server is killed. Any failed request is the test's failure, except, after
 * `expectKill`, a request the kill cut off: that one is left unanswered in the ledger and its
 * client stops.
 */
export class CrashClients {
  /** Settles when every client has stopped; rejects with the first failure. */
  readonly finished: Promise<void>;
  /** The 2xx answers these clients had, by kind. */
  readonly answered: AnswerCounts = {
    visit: 0,
    trackedChat: 0,
    assistantChat: 0,
    application: 0,
    enquiry: 0,
  };
  #stopped = false;
  #killExpected = false;
  #failure: unknown;

  constructor(
    private readonly ledger: RequestLedger,
    port: number,
    life: number,
    clientCount: number,
  ) {
    const clients = Array.from({ length: clientCount }, (_, index) => this.#run(port, life, index + 1));
    this.finished = Promise.all(clients).then(() => {
      if (this.#failure !== undefined) throw this.#failure;
    });
    // Reported through `untilEachKindAnswered`, `finished` or `stop`; never as an unhandled rejection
    // when a test gives up before waiting for the clients.
    this.finished.catch(() => {});
  }

  /** All the 2xx answers these clients had. */
  get acknowledged(): number {
    return requestKinds.reduce((sum, kind) => sum + this.answered[kind], 0);
  }

  async #run(port: number, life: number, client: number) {
    for (let sequence = 0; !this.#stopped && this.#failure === undefined; sequence += 1) {
      const kind = requestKinds[(client + sequence) % requestKinds.length] as RequestKind;
      try {
        if (await this.ledger.send(port, kind, requestId(kind, life, client, sequence)))
          this.answered[kind] += 1;
      } catch (error) {
        if (!(this.#killExpected && isConnectionFailure(error))) this.#failure ??= error;
      }
    }
  }

  /**
   * Waits until these clients have had at least `count` 2xx answers of every kind (more than
   * `since` had, when given: a copy of `answered` taken earlier).
   */
  async untilEachKindAnswered(count: number, { since, timeoutMs = 20_000 }: UntilOptions = {}) {
    const deadline = Date.now() + timeoutMs;
    const answered = (kind: RequestKind) => this.answered[kind] - (since?.[kind] ?? 0);
    while (requestKinds.some((kind) => answered(kind) < count)) {
      if (this.#failure !== undefined) throw this.#failure;
      if (Date.now() > deadline) {
        throw new Error(`fewer than ${count} answers of some kind in ${timeoutMs} ms`);
      }
      await delay(20);
    }
  }

  /** The server is about to be killed: the clients stop, and a request it cuts off is no failure. */
  expectKill() {
    this.#killExpected = true;
    this.#stopped = true;
  }

  /** Stops the clients once their requests under way are answered; rejects with the first failure. */
  stop(): Promise<void> {
    this.#stopped = true;
    return this.finished;
  }
}

type UntilOptions = { since?: AnswerCounts; timeoutMs?: number };
