import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { jobs, type JobRow } from '../../db/schema';
import { safeCsvCell } from '../../lib/csv';
import { lastTwelveMonths } from '../../queries/job-figures';
import { Agent } from '../../testing/agent';
import { buildApplication, buildJob, buildUser, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

/**
 * Money as records (issue 38): the CSV export of a client's spending and a freelancer's earnings,
 * the invoice of a completed job (who may have it, its number, the PDF itself) and the per-month
 * figures behind the charts. One app for the file.
 */

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const JOB = '/api/v1/job';
const DAY = 24 * 60 * 60 * 1000;

/** A job of `client` that `freelancer` completed at `completedAt`, agreed at `bid` (an accepted proposal) or its budget. */
async function completedJob(
  client: BuiltUser,
  freelancer: BuiltUser,
  {
    title,
    salary = 500,
    bid,
    completedAt = ctx.app.clock.now(),
    status = 'completed',
  }: {
    title: string;
    salary?: number;
    bid?: number;
    completedAt?: Date;
    status?: JobRow['status'];
  },
): Promise<JobRow> {
  const job = await buildJob(ctx, client, {
    title,
    salary,
    status,
    hiredFreelancerId: freelancer.user.id,
    hiredAt: new Date(completedAt.getTime() - 7 * DAY),
    completedAt: status === 'completed' ? completedAt : null,
  });
  if (bid !== undefined) await buildApplication(ctx, job, freelancer, { status: 'accepted', yourBid: bid });
  ctx.app.readCache.clear(); // written behind the API's back
  return job;
}

/** CSV text as rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('safeCsvCell: formula injection (issue 38)', () => {
  const table: Array<[string, string]> = [
    ['=HYPERLINK("http://evil.test","click")', `'=HYPERLINK("http://evil.test","click")`],
    ['+1+2', `'+1+2`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Logo design', 'Logo design'],
    ['Ann = Bob', 'Ann = Bob'],
    ['', ''],
    ['1250.00', '1250.00'],
    ["'already quoted", "'already quoted"],
  ];
  for (const [cell, written] of table) {
    it(`writes ${JSON.stringify(cell)} as ${JSON.stringify(written)}`, () => {
      assert.equal(safeCsvCell(cell), written);
    });
  }
});

describe('GET /job/transactions.csv (issue 38)', () => {
  let client: BuiltUser;
  let freelancer: BuiltUser;
  let clientAgent: Agent;
  let freelancerAgent: Agent;

  before(async () => {
    client = await buildUser(ctx, { role: 'client', fullName: '@Evil Client' });
    freelancer = await buildUser(ctx, { role: 'freelancer', fullName: '=cmd|"/C calc"!A0' });
    clientAgent = await signIn(ctx, client);
    freelancerAgent = await signIn(ctx, freelancer);
    const now = ctx.app.clock.now();
    await completedJob(client, freelancer, {
      title: 'Logo, "bold" and clean',
      salary: 750,
      bid: 700,
      completedAt: now,
    });
    await completedJob(client, freelancer, {
      title: '+SUM(1,2)',
      salary: 300,
      completedAt: new Date(now.getTime() - 40 * DAY),
    });
    await completedJob(client, freelancer, { title: 'Still in progress', salary: 420, status: 'progress' });
  });

  it('gives a client their spending: the rows and amounts of /job/transactions, as a streamed text/csv download', async () => {
    const response = await clientAgent.get(`${JOB}/transactions.csv`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="?freelane-spending-\d{4}-\d{2}-\d{2}\.csv"?/,
    );
    assert.equal(response.headers['content-length'], undefined, 'streamed: the length is not known up front');
    assert.equal(response.headers['cache-control'], 'private, no-store');

    const [header, ...rows] = parseCsv(response.body);
    assert.deepEqual(header, ['date', 'job', 'counterparty', 'amount', 'currency', 'status']);
    const page = (await clientAgent.get(`${JOB}/transactions?limit=50`)).json().transactions as Array<{
      service: string;
      amount: number;
      date: string;
    }>;
    assert.equal(rows.length, page.length, 'one line per hire the page lists');
    const byJob = new Map(rows.map((row) => [row[1], row]));
    for (const listed of page) {
      const title = /^[=+\-@\t\r]/.test(listed.service) ? `'${listed.service}` : listed.service;
      const row = byJob.get(title);
      assert.ok(row, `${listed.service} is in the file`);
      assert.deepEqual(
        [row[0], row[3], row[4]],
        [listed.date.slice(0, 10), listed.amount.toFixed(2), 'USD'],
        `${listed.service}: the page's date and agreed amount`,
      );
    }
    assert.deepEqual(byJob.get('Logo, "bold" and clean')?.slice(1), [
      'Logo, "bold" and clean',
      `'=cmd|"/C calc"!A0`,
      '700.00',
      'USD',
      'Payment due',
    ]);
    assert.equal(byJob.get("'+SUM(1,2)")?.[3], '300.00', 'a formula-like title is written as text');
    assert.equal(byJob.get('Still in progress')?.[5], 'In Progress', "the job's status word while nothing is due");
    assert.ok(response.body.includes(`"'=cmd|""/C calc""!A0"`), 'the quoted, escaped cell as written');
  });

  it("gives a freelancer their earnings: Earnings' completed jobs, every one, read page by page", async () => {
    const response = await freelancerAgent.get(`${JOB}/transactions.csv`);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-disposition']), /freelane-earnings-/);
    const [, ...rows] = parseCsv(response.body);
    assert.deepEqual(
      rows.map((row) => [row[1], row[2], row[3], row[5]]).sort(),
      [
        ["'+SUM(1,2)", "'@Evil Client", '300.00', 'Payment due'],
        ['Logo, "bold" and clean', "'@Evil Client", '700.00', 'Payment due'],
      ],
      'completed jobs only, the client named (escaped), the agreed amounts',
    );

    // More rows than one page of the export's query (100): all of them, in the order Earnings lists.
    const busy = await buildUser(ctx, { role: 'freelancer' });
    const now = ctx.app.clock.now();
    await ctx.app.db.insert(jobs).values(
      Array.from({ length: 130 }, (_, index) => ({
        ownerId: client.user.id,
        title: `Bulk job ${String(index).padStart(3, '0')}`,
        category: 'Web Development',
        rank: 'intermediate' as const,
        description: 'A completed job written straight into the table for the paging test.',
        jobType: 'oneTime' as const,
        duration: '1to2Weeks' as const,
        budgetType: 'fixed' as const,
        salary: 100 + index,
        applicationDeadline: now.toISOString().slice(0, 10),
        status: 'completed' as const,
        hiredFreelancerId: busy.user.id,
        hiredAt: new Date(now.getTime() - (200 - index) * 60_000),
        completedAt: now,
      })),
    );
    ctx.app.readCache.clear();
    const busyAgent = await signIn(ctx, busy);
    const [, ...all] = parseCsv((await busyAgent.get(`${JOB}/transactions.csv`)).body);
    assert.equal(all.length, 130);
    assert.deepEqual(all[0].slice(1, 4), ['Bulk job 129', "'@Evil Client", '229.00']);
    assert.deepEqual(all[129].slice(1, 4), ['Bulk job 000', "'@Evil Client", '100.00']);
    const listed = (await busyAgent.get('/api/v1/application/getAcceptedJobs?status=completed&limit=50')).json();
    assert.deepEqual(
      listed.applications.map((row: { job: { title: string; agreedAmount: { amount: number } } }) => [
        row.job.title,
        row.job.agreedAmount.amount.toFixed(2),
      ]),
      all.slice(0, 50).map((row) => [row[1], row[3]]),
      "the same rows, order and amounts as Earnings' list",
    );
  });

  it('is for clients and freelancers signed in', async () => {
    assert.equal((await new Agent(ctx).get(`${JOB}/transactions.csv`)).statusCode, 401);
    const admin = await signIn(ctx, await buildUser(ctx, { role: 'admin' }));
    assert.equal((await admin.get(`${JOB}/transactions.csv`)).statusCode, 403);
  });
});

describe('GET /job/invoice/{jobId} (issue 38)', () => {
  it("is for the job's client and its hired freelancer only, once the job is completed", async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const freelancer = await buildUser(ctx, { role: 'freelancer' });
    const job = await completedJob(client, freelancer, { title: 'Brand book', bid: 900 });
    const inProgress = await completedJob(client, freelancer, { title: 'Brand book, part two', status: 'progress' });
    // The parties of another job, a stranger of each role and an admin.
    const otherClient = await buildUser(ctx, { role: 'client' });
    const otherFreelancer = await buildUser(ctx, { role: 'freelancer' });
    await completedJob(otherClient, otherFreelancer, { title: 'Another contract' });
    const agents = {
      client: await signIn(ctx, client),
      freelancer: await signIn(ctx, freelancer),
      otherClient: await signIn(ctx, otherClient),
      otherFreelancer: await signIn(ctx, otherFreelancer),
      strangerFreelancer: await signIn(ctx, await buildUser(ctx, { role: 'freelancer' })),
      admin: await signIn(ctx, await buildUser(ctx, { role: 'admin' })),
      anonymous: new Agent(ctx),
    };
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(agents).map(async ([who, agent]) => [
          who,
          (await agent.get(`${JOB}/invoice/${job.id}`)).statusCode,
        ]),
      ),
    );
    assert.deepEqual(statuses, {
      client: 200,
      freelancer: 200,
      otherClient: 404,
      otherFreelancer: 404,
      strangerFreelancer: 404,
      admin: 404,
      anonymous: 401,
    });
    const pdf = await agents.client.get(`${JOB}/invoice/${job.id}`);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(
      String(pdf.headers['content-disposition']),
      /^attachment; filename="?freelane-invoice-INV-0001\.pdf"?/,
    );
    assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');

    const early = await agents.client.get(`${JOB}/invoice/${inProgress.id}`);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, 'INVOICE_NOT_AVAILABLE');
    assert.equal((await agents.freelancer.get(`${JOB}/invoice/${inProgress.id}`)).json().code, 'INVOICE_NOT_AVAILABLE');
    const unknown = await agents.client.get(`${JOB}/invoice/00000000-0000-4000-8000-000000000000`);
    assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 'JOB_NOT_FOUND']);
  });

  it('numbers invoices per freelancer, in order, once: two concurrent first requests take two numbers', async () => {
    const freelancer = await buildUser(ctx, { role: 'freelancer' });
    const freelancerAgent = await signIn(ctx, freelancer);
    const clientA = await buildUser(ctx, { role: 'client' });
    const clientB = await buildUser(ctx, { role: 'client' });
    const first = await completedJob(clientA, freelancer, { title: 'First' });
    const second = await completedJob(clientB, freelancer, { title: 'Second' });
    const third = await completedJob(clientA, freelancer, { title: 'Third' });
    // Another freelancer's numbers are their own.
    const other = await buildUser(ctx, { role: 'freelancer' });
    const othersJob = await completedJob(clientA, other, { title: 'Elsewhere' });

    const numberOf = (response: { headers: Record<string, unknown> }) =>
      /INV-(\d+)/.exec(String(response.headers['content-disposition']))?.[1];
    const [a, b] = await Promise.all([
      freelancerAgent.get(`${JOB}/invoice/${first.id}`),
      (await signIn(ctx, clientB)).get(`${JOB}/invoice/${second.id}`),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
    assert.deepEqual([numberOf(a), numberOf(b)].sort(), ['0001', '0002'], 'two numbers, none shared, none skipped');

    // Two concurrent first requests for one job: one number for both.
    const clientAAgent = await signIn(ctx, clientA);
    const both = await Promise.all([
      freelancerAgent.get(`${JOB}/invoice/${third.id}`),
      clientAAgent.get(`${JOB}/invoice/${third.id}`),
    ]);
    assert.deepEqual(both.map(numberOf), ['0003', '0003']);
    assert.equal(numberOf(await clientAAgent.get(`${JOB}/invoice/${first.id}`)), numberOf(a), 'a number never changes');
    assert.equal(numberOf(await clientAAgent.get(`${JOB}/invoice/${othersJob.id}`)), '0001');
  });

  it('reads back as text in any script the app accepts, with every font embedded', async () => {
    const client = await buildUser(ctx, { role: 'client', fullName: 'अमर कुमार' });
    const freelancer = await buildUser(ctx, { role: 'freelancer', fullName: 'Ава Петрова' });
    const job = await completedJob(client, freelancer, { title: 'Сайт для кафе', salary: 1500, bid: 1250 });
    const response = await (await signIn(ctx, freelancer)).get(`${JOB}/invoice/${job.id}`);
    assert.equal(response.statusCode, 200, response.body);

    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const expected of [
      'Invoice number: INV-0001',
      'Ава Петрова',
      'अमर कुमार',
      'Сайт для кафе',
      'Agreed amount: $1,250.00 (USD)',
      '0 % commission',
      `Job reference: ${job.id}`,
    ]) {
      assert.ok(text.includes(expected), `the invoice says "${expected}":\n${text}`);
    }
    assert.doesNotMatch(text, /released|refundable|payout/i);

    // Every font the page uses is embedded (a TrueType or CFF program), none left to the reader's machine.
    const raw = response.rawPayload.toString('latin1');
    const descriptors = raw.match(/\/Type \/FontDescriptor[\s\S]*?>>/g) ?? [];
    assert.ok(descriptors.length >= 2, 'Noto Sans and Noto Sans Devanagari (and the bold weight)');
    for (const descriptor of descriptors) assert.match(descriptor, /\/FontFile[23] \d+ 0 R/);
    assert.doesNotMatch(raw, /\/BaseFont \/(Helvetica|Times|Courier)/, 'no standard font that would not be embedded');
  });
});

describe('earnings and spending per month (issue 38 charts)', () => {
  it('sums the agreed amounts of completed jobs by month of completion, the last 12 months, 0 for a quiet one', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const freelancer = await buildUser(ctx, { role: 'freelancer' });
    const now = ctx.app.clock.now();
    const monthsAgo = (count: number, day = 15) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, day, 12));
    await completedJob(client, freelancer, {
      title: 'This month',
      salary: 400,
      bid: 350,
      completedAt: monthsAgo(0, 1),
    });
    await completedJob(client, freelancer, { title: 'Three months ago', salary: 200, completedAt: monthsAgo(3) });
    await completedJob(client, freelancer, {
      title: 'Also three months ago',
      salary: 120.5,
      completedAt: monthsAgo(3, 2),
    });
    await completedJob(client, freelancer, { title: 'Eleven months ago', salary: 90, completedAt: monthsAgo(11, 1) });
    await completedJob(client, freelancer, {
      title: 'A year ago: out of the chart',
      salary: 999,
      completedAt: monthsAgo(12, 28),
    });
    await completedJob(client, freelancer, { title: 'Not completed', salary: 777, status: 'progress' });

    const { months } = lastTwelveMonths(now);
    const expected = months.map((month, index) => ({
      month,
      amount: { 11: 350, 8: 320.5, 0: 90 }[index] ?? 0,
    }));
    const earnings = (await (await signIn(ctx, freelancer)).get(`${JOB}/freelancerStats`)).json().stats.earningsByMonth;
    assert.deepEqual(earnings, expected);
    const spending = (await (await signIn(ctx, client)).get(`${JOB}/clientDashboard`)).json().stats.spendingByMonth;
    assert.deepEqual(spending, expected, "the client's spending is the same agreed amounts");
  });
});
