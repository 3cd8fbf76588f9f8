import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  chatMessageId,
  enquiryIdOfPhone,
  type RequestKind,
  type RequestLedger,
  requestKinds,
} from './crash-workload.js';

/**
 * What the database holds after the crash tests' traffic, read back by each request's id. Read
 * with the drivers themselves, not the server's database code: the reader is not the code under test.
 */

export type DatabaseReader = {
  engine: 'sqlite' | 'postgres';
  /** Runs a statement written for both engines and gives its rows. */
  rows<Row>(statement: string): Promise<Row[]>;
  close(): Promise<void>;
};

export function readSqlite(file: string): DatabaseReader {
  const database = new SQLite(file, { readonly: true });
  return {
    engine: 'sqlite',
    rows: async <Row>(statement: string) => database.prepare(statement).all() as Row[],
    close: async () => {
      database.close();
    },
  };
}

export async function readPostgres(url: string): Promise<DatabaseReader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: 'postgres',
    rows: async <Row>(statement: string) => (await client.query(statement)).rows as Row[],
    close: () => client.end(),
  };
}

type StoredRecords = {
  /** How many rows carry each request id, by kind. */
  counts: Record<RequestKind, Map<string, number>>;
  applications: { id: string; resumeFile: string; resumeSize: number; historyRows: number }[];
  /** Every file in the database's file store, by key, its content put together from its chunks. */
  storedFiles: Map<string, Buffer>;
  /** Chats whose message carries no id, or whose mode is not what either chat endpoint stores. */
  unrecognisedChats: string[];
  /** History rows whose application does not exist: a broken foreign key. */
  historyWithoutApplication: number;
  /** What the engine's own checks report; empty when they find nothing wrong. */
  integrityProblems: string[];
};

/**
 * Where the stored rows and the answers disagree, by kind (none when they agree): ids answered
 * with a 2xx (or found stored on a retry) but not stored, stored more than once, or stored
 * without ever being sent.
 */
export function ledgerMismatches(counts: StoredRecords['counts'], ledger: RequestLedger) {
  return requestKinds.flatMap((kind) => {
    const stored = counts[kind];
    const confirmed = [...ledger.answered[kind], ...ledger.foundStoredOnRetry[kind]];
    const mismatch = {
      kind,
      lost: confirmed.filter((id) => !stored.has(id)),
      storedTwice: [...stored].filter(([, count]) => count > 1).map(([id]) => id),
      neverSent: [...stored.keys()].filter((id) => !ledger.sent[kind].has(id)),
    };
    const agree = mismatch.lost.length + mismatch.storedTwice.length + mismatch.neverSent.length === 0;
    return agree ? [] : [mismatch];
  });
}

export async function readStoredRecords(reader: DatabaseReader): Promise<StoredRecords> {
  const counts: StoredRecords['counts'] = {
    visit: new Map(),
    trackedChat: new Map(),
    assistantChat: new Map(),
    application: new Map(),
    enquiry: new Map(),
  };
  const count = (kind: RequestKind, id: string) => counts[kind].set(id, (counts[kind].get(id) ?? 0) + 1);

  for (const visit of await reader.rows<{ event_id: string | null }>('select event_id from visitors')) {
    count('visit', visit.event_id ?? '(no event id)');
  }

  const unrecognisedChats: string[] = [];
  const chats = await reader.rows<{ user_message: string; mode: string }>(
    'select user_message, mode from chats',
  );
  for (const chat of chats) {
    const id = chatMessageId.exec(chat.user_message)?.[1];
    const kind =
      chat.mode === 'client' ? 'trackedChat' : chat.mode === 'builtin' ? 'assistantChat' : undefined;
    if (id === undefined || kind === undefined) unrecognisedChats.push(`${chat.mode}: ${chat.user_message}`);
    else count(kind, id);
  }

  const applicationRows = await reader.rows<{
    email: string;
    resume_file: string;
    resume_size: number | string;
    history_rows: number | string;
  }>(`
    select application.email, application.resume_file, application.resume_size,
      count(history.id) as history_rows
    from job_applications application
    left join application_status_history history on history.application_id = application.id
    group by application.id, application.email, application.resume_file, application.resume_size`);
  const applications = applicationRows.map((row) => {
    const id = row.email.split('@')[0] ?? row.email;
    count('application', id);
    return {
      id,
      resumeFile: row.resume_file,
      resumeSize: Number(row.resume_size),
      historyRows: Number(row.history_rows),
    };
  });

  for (const enquiry of await reader.rows<{ phone: string }>('select phone from enquiries')) {
    count('enquiry', enquiryIdOfPhone(enquiry.phone));
  }

  const [orphans] = await reader.rows<{ count: number | string }>(`
    select count(*) as count
    from application_status_history history
    left join job_applications application on application.id = history.application_id
    where application.id is null`);

  return {
    counts,
    applications,
    storedFiles: await readStoredFiles(reader),
    unrecognisedChats,
    historyWithoutApplication: Number(orphans?.count),
    integrityProblems: await integrityProblems(reader),
  };
}

async function readStoredFiles(reader: DatabaseReader): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const { id } of await reader.rows<{ id: string }>('select id from stored_files')) {
    files.set(id, Buffer.alloc(0));
  }
  const chunks = await reader.rows<{ file_id: string; content: Buffer }>(
    'select file_id, content from stored_file_chunks order by file_id, chunk_index',
  );
  for (const chunk of chunks) {
    files.set(chunk.file_id, Buffer.concat([files.get(chunk.file_id) ?? Buffer.alloc(0), chunk.content]));
  }
  return files;
}

/**
 * SQLite: its integrity check (every page, index and row) and its foreign-key check. PostgreSQL
 * does not leave a half-written page behind when a client dies; there the catalog must show every
 * constraint validated and every index valid.
 */
async function integrityProblems(reader: DatabaseReader): Promise<string[]> {
  if (reader.engine === 'sqlite') {
    const integrity = await reader.rows<{ integrity_check: string }>('pragma integrity_check');
    const foreignKeys = await reader.rows<object>('pragma foreign_key_check');
    return [
      ...integrity.map((row) => row.integrity_check).filter((result) => result !== 'ok'),
      ...foreignKeys.map((row) => `foreign key: ${JSON.stringify(row)}`),
    ];
  }
  const constraints = await reader.rows<{ name: string }>(`
    select conname as name from pg_constraint
    where connamespace = current_schema()::regnamespace and not convalidated`);
  const indexes = await reader.rows<{ name: string }>(`
    select index_class.relname as name
    from pg_index join pg_class index_class on index_class.oid = pg_index.indexrelid
    where index_class.relnamespace = current_schema()::regnamespace
      and not (pg_index.indisvalid and pg_index.indisready)`);
  return [
    ...constraints.map((row) => `constraint not validated: ${row.name}`),
    ...indexes.map((row) => `index not valid: ${row.name}`),
  ];
}
