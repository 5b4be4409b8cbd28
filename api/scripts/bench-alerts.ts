// npm run bench, BENCH_ONLY=alerts (issue 37): the two figures of job alerts, in process on the real
// app. Prints one JSON line: { n, database, alertMs, alerted, bestMatchP50, bestMatchP99, requests }.
//  - alertMs: from a client's POST /job/postJob until every matching saved search's owner has the
//    JobAlert notification stored, with N saved searches and N jobs in the database;
//  - bestMatch p50/p99: GET /job/getAllJobs?sort=relevance (a common and a rarer word) at N jobs,
//    sequential requests, alone: NOT the API bench's read mix with 20 writes/s (not built yet).
// Usage: node --import tsx api/scripts/bench-alerts.ts <n> [postgres://… (wiped)]
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '@freelane/shared/contracts';
import { buildTestApp } from '../src/testing/test-app';

const n = Number(process.argv[2] ?? 10_000);
const databaseUrl = process.argv[3];
/** Words the searches and jobs use: each job matches the searches of its word (1 in WORDS.length). */
const WORDS = ['react', 'logo', 'python', 'seo', 'video', 'copywriting', 'shopify', 'excel', 'figma', 'android'];
const PER_FREELANCER = 100; // 10 matches per job each: under the hourly cap of 20

const ctx = await buildTestApp({ scheduling: 'on', ...(databaseUrl ? { config: { databaseUrl } } : {}) });
const { app } = ctx;
const now = () => performance.now();
try {
  const freelancerCount = Math.max(1, Math.ceil(n / PER_FREELANCER));
  const make = (role: 'client' | 'freelancer', i: number) =>
    app.repos.users.create({
      fullName: `Bench ${role} ${i}`,
      email: `bench-alerts-${role}-${i}@bench.test`,
      username: `bench_alerts_${role}_${i}`,
      role,
      passwordHash: null,
      emailVerifiedAt: new Date(),
    });
  const client = await make('client', 0);
  const freelancers = [];
  for (let i = 0; i < freelancerCount; i += 1) freelancers.push((await make('freelancer', i)).id);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const ids = sql.raw(`array[${freelancers.map((id) => `'${id}'::uuid`).join(',')}]`);
  const past = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
  await app.db.execute(sql`
    insert into saved_searches (user_id, name, search, alert_in_app, alert_email, created_at, updated_at, last_opened_at)
    select (${ids})[1 + (i % ${freelancerCount})], 'Bench ' || i, (${words})[1 + (i % ${WORDS.length})], true, 'off',
      ${past}::timestamptz, ${past}::timestamptz, ${past}::timestamptz
    from generate_series(0, ${n - 1}) as i`);
  await app.db.execute(sql`
    insert into jobs (owner_id, title, category, rank, description, skills, job_type, duration, budget_type, salary,
      application_deadline, status, created_at, updated_at)
    select ${client.id}::uuid, 'Bench job ' || i || ' ' || (${words})[1 + (i % ${WORDS.length})], 'Web Development', 'intermediate',
      'A job the bench wrote, about ' || (${words})[1 + ((i + 3) % ${WORDS.length})] || ' and more.',
      array[(${words})[1 + ((i + 7) % ${WORDS.length})]], 'oneTime', '1to2Weeks', 'fixed', 100 + (i % 3000),
      (now() + interval '30 days')::date, 'active', ${past}::timestamptz - (i || ' seconds')::interval, ${past}::timestamptz
    from generate_series(0, ${n - 1}) as i`);
  await app.db.execute(sql`analyze`);

  const session = (await app.repos.sessions.create(client.id)).id;
  const health = await app.inject({ url: '/api/v1/health', cookies: { [SESSION_COOKIE_NAME]: session } });
  const csrf = health.cookies.find((cookie) => cookie.name === CSRF_COOKIE_NAME)?.value ?? '';
  const title = `Bench alert react ${Date.now()}`;
  const expected = n / WORDS.length; // every 'react' search
  const started = now();
  const posted = await app.inject({
    method: 'POST',
    url: '/api/v1/job/postJob',
    cookies: { [SESSION_COOKIE_NAME]: session, [CSRF_COOKIE_NAME]: csrf },
    headers: { [CSRF_HEADER_NAME]: csrf },
    payload: {
      title,
      category: 'Web Development',
      rank: 'intermediate',
      description: 'A new job for the alert figure: every saved search of its word is told.',
      skills: ['Testing'],
      jobType: 'oneTime',
      duration: '1to2Weeks',
      budgetType: 'fixed',
      salary: 500,
      applicationDeadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  if (posted.statusCode !== 201) throw new Error(`post answered ${posted.statusCode}: ${posted.body}`);
  const postMs = now() - started;
  let alerted = 0;
  while (alerted < expected && now() - started < 600_000) {
    const [row] = (
      (await app.db.execute(
        sql`select count(*)::int as c from notifications where category = 'JobAlert' and message like ${`%${title}`}`,
      )) as unknown as { rows: { c: number }[] }
    ).rows;
    alerted = row.c;
    if (alerted < expected) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const alertMs = now() - started;

  const reader = (await app.repos.sessions.create(freelancers[0])).id;
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const word = i % 2 === 0 ? 'react' : `${WORDS[i % WORDS.length]} bench`;
    const t = now();
    const answer = await app.inject({
      url: `/api/v1/job/getAllJobs?sort=relevance&search=${encodeURIComponent(word)}&page=${1 + (i % 5)}`,
      cookies: { [SESSION_COOKIE_NAME]: reader },
    });
    if (answer.statusCode !== 200) throw new Error(`getAllJobs answered ${answer.statusCode}`);
    times.push(now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (f: number) => times[Math.min(times.length - 1, Math.ceil(f * times.length) - 1)];
  console.log(
    JSON.stringify({
      n,
      database: databaseUrl ? 'postgresql' : 'pglite',
      postMs,
      alertMs,
      alerted,
      expected,
      bestMatchP50: at(0.5),
      bestMatchP99: at(0.99),
      requests: times.length,
    }),
  );
} finally {
  await ctx.close();
}
