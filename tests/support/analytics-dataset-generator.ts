/**
 * Writes a large, realistic analytics dataset (visits, page views, chats) straight into the tables
 * of src/server/db/schema.ts, fast: the schema comes from the server's own migrations, then rows go
 * in as prepared multi-row inserts inside transactions (SQLite) or one `unnest` insert per batch
 * of thousands of rows (PostgreSQL). Deterministic for a given seed. The rows carry past times;
 * the server rolls their days up at its first analytics query, so fill the database before that.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '#server/config.js';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { seededRandom } from './seeded-random.js';

type DatasetSize = {
  visits: number;
  chats: number;
  /** The last instant of the dataset; rows spread over the `days` before it. */
  now: Date;
  days?: number;
};

export type DatasetCounts = { visits: number; botVisits: number; pageViews: number; chats: number };

type Weighted<T> = readonly (readonly [T, number])[];

const places: Weighted<readonly [city: string, region: string, country: string]> = [
  [['Chennai', 'Tamil Nadu', 'India'], 30],
  [['Coimbatore', 'Tamil Nadu', 'India'], 8],
  [['Bengaluru', 'Karnataka', 'India'], 14],
  [['Mumbai', 'Maharashtra', 'India'], 10],
  [['Hyderabad', 'Telangana', 'India'], 7],
  [['New Delhi', 'Delhi', 'India'], 7],
  [['Pune', 'Maharashtra', 'India'], 4],
  [['Kochi', 'Kerala', 'India'], 3],
  [['Singapore', 'Singapore', 'Singapore'], 3],
  [['Dubai', 'Dubai', 'United Arab Emirates'], 3],
  [['London', 'England', 'United Kingdom'], 2],
  [['Ashburn', 'Virginia', 'United States'], 2],
  [['San Jose', 'California', 'United States'], 1],
  [['Frankfurt am Main', 'Hesse', 'Germany'], 1],
  [['Colombo', 'Western Province', 'Sri Lanka'], 1],
  [['Unknown', 'Unknown', 'Unknown'], 4],
];
const referrers: Weighted<string> = [
  ['Direct', 45],
  ['https://www.google.com/', 30],
  ['https://www.bing.com/', 5],
  ['https://www.linkedin.com/', 8],
  ['https://duckduckgo.com/', 2],
  ['https://www.naukri.com/', 4],
  ['https://www.facebook.com/', 3],
  ['https://t.co/', 1],
  ['', 2],
];
const clients: Weighted<readonly [browser: string, os: string, device: string, userAgent: string]> = [
  [
    [
      'Chrome',
      'Windows',
      'desktop',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    34,
  ],
  [
    [
      'Chrome',
      'Android',
      'mobile',
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    30,
  ],
  [
    [
      'Safari',
      'iOS',
      'mobile',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    ],
    12,
  ],
  [
    [
      'Safari',
      'macOS',
      'desktop',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    ],
    6,
  ],
  [
    [
      'Firefox',
      'Windows',
      'desktop',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ],
    5,
  ],
  [
    [
      'Microsoft Edge',
      'Windows',
      'desktop',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    8,
  ],
  [
    [
      'Safari',
      'iPadOS',
      'tablet',
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    ],
    2,
  ],
];
const botClient = [
  'Googlebot',
  'Unknown',
  'desktop',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
] as const;
const pages: Weighted<readonly [path: string, title: string]> = [
  [['/', 'Sample Infotech Group'], 40],
  [['/products', 'Products'], 12],
  [['/retail', 'Retail'], 8],
  [['/careers', 'Careers'], 14],
  [['/brands/hp', 'HP'], 5],
  [['/distribution', 'Distribution'], 7],
  [['/activities', 'Activities'], 4],
  [['/contact', 'Contact'], 10],
];
const questions: Weighted<readonly [question: string, answer: string]> = [
  [['What products do you sell?', 'We distribute laptops, desktops, printers and accessories.'], 5],
  [['Are you hiring?', 'Yes: see the open positions on the careers page.'], 4],
  [['Where is your office?', 'Our head office address is on the contact page.'], 3],
  [['Do you sell HP printers?', 'Yes, we are an HP partner for printers and supplies.'], 2],
  [['What are your working hours?', 'Monday to Saturday, 9:30 to 18:30.'], 2],
];
const chatModes: Weighted<string> = [
  ['builtin', 85],
  ['provider', 15],
];

function weightedPicker<T>(items: Weighted<T>, random: () => number): () => T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = random() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
}

/** Traffic grows over the period: later days are more likely (density rising linearly ×3). */
function timePicker(now: Date, days: number, random: () => number): () => string {
  const end = now.getTime();
  const span = days * 86_400_000;
  return () => {
    // Inverse of the CDF of density 1 + 2x on [0, 1], normalised.
    const x = (-1 + Math.sqrt(1 + 8 * random())) / 2;
    return new Date(end - span + Math.floor(x * span)).toISOString();
  };
}

type VisitRow = [
  session_id: string,
  event_id: string,
  user_agent: string,
  referrer: string,
  landing_path: string,
  city: string,
  region: string,
  country: string,
  ip_address: string,
  browser: string,
  os: string,
  device_type: string,
  is_bot: number,
  visit_time: string,
];
type PageViewRow = [
  session_id: string,
  event_id: string,
  path: string,
  title: string,
  is_bot: number,
  viewed_at: string,
];
type ChatRow = [
  session_id: string,
  user_message: string,
  bot_response: string,
  mode: string,
  error_class: string | null,
  city: string,
  country: string,
  interaction_time: string,
];

const visitColumns = [
  'session_id',
  'event_id',
  'user_agent',
  'referrer',
  'landing_path',
  'city',
  'region',
  'country',
  'ip_address',
  'browser',
  'os',
  'device_type',
  'is_bot',
  'visit_time',
];
const pageViewColumns = ['session_id', 'event_id', 'path', 'title', 'is_bot', 'viewed_at'];
const chatColumns = [
  'session_id',
  'user_message',
  'bot_response',
  'mode',
  'error_class',
  'city',
  'country',
  'interaction_time',
];

type Batches = { visits: VisitRow[]; pageViews: PageViewRow[] };

/** Yields the visits (and the page views that came with them) in batches of about `size` visits. */
function* visitBatches(size: DatasetSize, batchSize: number, random: () => number): Generator<Batches> {
  const pickPlace = weightedPicker(places, random);
  const pickReferrer = weightedPicker(referrers, random);
  const pickClient = weightedPicker(clients, random);
  const pickPage = weightedPicker(pages, random);
  const pickTime = timePicker(size.now, size.days ?? 400, random);
  let batch: Batches = { visits: [], pageViews: [] };
  let session = 0;
  let visitsLeftInSession = 0;
  let sessionTime = '';
  let place = pickPlace();
  let client = pickClient();
  let ip = '';
  let isBot = 0;
  for (let index = 0; index < size.visits; index += 1) {
    // A session is one to three visits from the same place and browser, minutes apart.
    if (visitsLeftInSession === 0) {
      session += 1;
      visitsLeftInSession = 1 + Math.floor(random() * 3);
      sessionTime = pickTime();
      isBot = random() < 0.05 ? 1 : 0;
      place = pickPlace();
      client = isBot ? botClient : pickClient();
      ip = `${10 + Math.floor(random() * 200)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
    }
    visitsLeftInSession -= 1;
    const sessionId = `visitor_${session}`;
    const visitTime = new Date(Date.parse(sessionTime) + visitsLeftInSession * 240_000);
    const time = (visitTime.getTime() > size.now.getTime() ? size.now : visitTime).toISOString();
    const [path, title] = pickPage();
    batch.visits.push([
      sessionId,
      `v${index}`,
      client[3],
      isBot ? 'Direct' : pickReferrer(),
      path,
      place[0],
      place[1],
      place[2],
      ip,
      client[0],
      client[1],
      client[2],
      isBot,
      time,
    ]);
    batch.pageViews.push([sessionId, `p${index}`, path, title, isBot, time]);
    // About half the visits go on to a second page, a few to a third.
    for (let more = 0; more < 2 && random() < 0.5; more += 1) {
      const [nextPath, nextTitle] = pickPage();
      const viewedAt = new Date(Math.min(Date.parse(time) + (more + 1) * 30_000, size.now.getTime()));
      batch.pageViews.push([
        sessionId,
        `p${index}_${more}`,
        nextPath,
        nextTitle,
        isBot,
        viewedAt.toISOString(),
      ]);
    }
    if (batch.visits.length === batchSize) {
      yield batch;
      batch = { visits: [], pageViews: [] };
    }
  }
  if (batch.visits.length > 0) yield batch;
}

function* chatBatches(size: DatasetSize, batchSize: number, random: () => number): Generator<ChatRow[]> {
  const pickPlace = weightedPicker(places, random);
  const pickQuestion = weightedPicker(questions, random);
  const pickMode = weightedPicker(chatModes, random);
  const pickTime = timePicker(size.now, size.days ?? 400, random);
  let batch: ChatRow[] = [];
  for (let index = 0; index < size.chats; index += 1) {
    const [question, answer] = pickQuestion();
    const place = pickPlace();
    const mode = pickMode();
    const failed = mode === 'provider' && random() < 0.02;
    batch.push([
      `visitor_chat_${Math.floor(index / 2)}`,
      question,
      answer,
      mode,
      failed ? 'timeout' : null,
      place[0],
      place[2],
      pickTime(),
    ]);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Brings the schema up to date with the server's migrations, then fills it; its tables must be empty. */
export async function generateAnalyticsDataset(
  target: Config['database'],
  size: DatasetSize,
  seed = 20_261_121,
): Promise<DatasetCounts> {
  const connection = connectDatabase(target);
  await migrateToLatest(connection.db);
  await connection.close();
  return target.kind === 'sqlite'
    ? fillSqlite(target.file, size, seed)
    : fillPostgres(target.url, size, seed);
}

function fillSqlite(file: string, size: DatasetSize, seed: number): DatasetCounts {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -200000');
  const counts: DatasetCounts = { visits: 0, botVisits: 0, pageViews: 0, chats: 0 };
  // Rows per statement: SQLite allows 32,766 parameters; the gain flattens out well below that.
  const rowsPerStatement = 200;
  const inserter = (table: string, columns: string[]) => {
    const row = `(${columns.map(() => '?').join(',')})`;
    const statement = (rows: number) =>
      sqlite.prepare(`insert into ${table} (${columns.join(',')}) values ${Array(rows).fill(row).join(',')}`);
    const full = statement(rowsPerStatement);
    return (rows: unknown[][]) => {
      let start = 0;
      for (; start + rowsPerStatement <= rows.length; start += rowsPerStatement) {
        full.run(rows.slice(start, start + rowsPerStatement).flat());
      }
      if (start < rows.length) statement(rows.length - start).run(rows.slice(start).flat());
    };
  };
  const insertVisits = inserter('visitors', visitColumns);
  const insertPageViews = inserter('page_views', pageViewColumns);
  const insertChats = inserter('chats', chatColumns);
  const random = seededRandom(seed);
  const writeVisitBatch = sqlite.transaction((batch: Batches) => {
    insertVisits(batch.visits);
    insertPageViews(batch.pageViews);
  });
  for (const batch of visitBatches(size, 50_000, random)) {
    writeVisitBatch(batch);
    counts.visits += batch.visits.length;
    counts.botVisits += batch.visits.filter((visit) => visit[12] === 1).length;
    counts.pageViews += batch.pageViews.length;
  }
  const writeChatBatch = sqlite.transaction((rows: ChatRow[]) => insertChats(rows));
  for (const batch of chatBatches(size, 50_000, random)) {
    writeChatBatch(batch);
    counts.chats += batch.length;
  }
  // Fresh statistics for the query planner, as a long-running site would have them.
  sqlite.exec('analyze');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return counts;
}

async function fillPostgres(url: string, size: DatasetSize, seed: number): Promise<DatasetCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: DatasetCounts = { visits: 0, botVisits: 0, pageViews: 0, chats: 0 };
  // One statement per batch: each column travels as one array parameter and `unnest` turns the
  // arrays back into rows, which is close to COPY's speed without a COPY stream dependency.
  const insert = async (table: string, columns: string[], types: string[], rows: unknown[][]) => {
    const arrays = columns.map((_, column) => rows.map((row) => row[column]));
    const parameters = types.map((type, index) => `$${index + 1}::${type}[]`).join(',');
    await client.query(
      `insert into ${table} (${columns.join(',')}) select * from unnest(${parameters})`,
      arrays,
    );
  };
  const visitTypes = visitColumns.map((column) => (column === 'is_bot' ? 'integer' : 'text'));
  const pageViewTypes = pageViewColumns.map((column) => (column === 'is_bot' ? 'integer' : 'text'));
  const chatTypes = chatColumns.map(() => 'text');
  const random = seededRandom(seed);
  try {
    for (const batch of visitBatches(size, 20_000, random)) {
      await client.query('begin');
      await insert('visitors', visitColumns, visitTypes, batch.visits);
      await insert('page_views', pageViewColumns, pageViewTypes, batch.pageViews);
      await client.query('commit');
      counts.visits += batch.visits.length;
      counts.botVisits += batch.visits.filter((visit) => visit[12] === 1).length;
      counts.pageViews += batch.pageViews.length;
    }
    for (const batch of chatBatches(size, 20_000, random)) {
      await insert('chats', chatColumns, chatTypes, batch);
      counts.chats += batch.length;
    }
    // Only these tables: a shared test database holds other tests' schemas too.
    await client.query('vacuum analyze visitors, page_views, chats');
  } finally {
    await client.end();
  }
  return counts;
}
