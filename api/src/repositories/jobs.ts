import { and, desc, eq, gt, gte, ilike, lte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_JOB_STATUSES,
  BUDGET_BUCKET_OPTIONS,
  type BudgetBucket,
  type JobBody,
  type JobCategory,
  type JobRank,
  type JobSort,
  type JobStatus,
} from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { anyList, preparedOnFirstRun, preparedPerShape } from '../db/prepared';
import type { Clock } from '../plugins/clock';
import {
  applications,
  contacts,
  jobAlertQueue,
  jobs,
  jobWorkFiles,
  storedFiles,
  users,
  type JobRow,
  type UserRow,
} from '../db/schema';
import { jobWriteTags, postedJobTags, tags } from '../lib/cache-tags';
import { containsPattern } from '../lib/like';
import { fullTextMatch, fullTextMatchByWalk, relevanceOf, searchDocument } from './job-search';
import type { Changed } from './changes';

/** A delivered file as the job's parties see it (joined from job_work_files and stored_files). */
export interface WorkFileRecord {
  fileId: string;
  name: string;
  size: number;
  round: number;
  submittedAt: Date;
}

/** What the job screens show of a person (`people` below reads only these). */
export type JobPersonRow = Pick<
  UserRow,
  'id' | 'fullName' | 'username' | 'profilePhoto' | 'professionalTitle' | 'ratingCount' | 'ratingTotal'
>;

/** The columns of a JobPersonRow, for a select list (`people` below, a review's reviewer). */
export const jobPersonColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  profilePhoto: users.profilePhoto,
  professionalTitle: users.professionalTitle,
  ratingCount: users.ratingCount,
  ratingTotal: users.ratingTotal,
};

export interface Page {
  page: number;
  limit: number;
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** What Find Jobs filters on besides "open". */
export interface OpenJobsFilter {
  search?: string;
  category?: JobCategory;
  budget?: BudgetBucket;
  rank?: JobRank;
}

export interface OpenJobsQuery extends Page, OpenJobsFilter {
  /** yyyy-MM-dd (UTC): jobs whose deadline is before it are closed. */
  today: string;
  /** The caller's own jobs are not offered to them. */
  excludeOwnerId?: string;
  /** Issue 37: `relevance` ranks keyword matches (Best match); newest first otherwise. */
  sort?: JobSort;
}

/**
 * Which jobs a count takes, by when they were posted: up to a moment (the settled part, counted
 * once and kept), or after it (the fresh part, a walk of the newest-first index). See
 * queries/open-jobs.ts.
 */
export interface PostedRange {
  upTo?: Date;
  after?: Date;
}

function postedConditions(range: PostedRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.upTo) conditions.push(lte(jobs.createdAt, range.upTo));
  if (range.after) conditions.push(gt(jobs.createdAt, range.after));
  return conditions;
}

/** Open jobs counted by category, rank and budget bucket (null: a salary in no bucket). */
export interface OpenJobsFacet {
  category: string;
  rank: JobRank;
  budget: BudgetBucket | null;
  count: number;
  /** With a keyword: how many of them also match its words in full text (Best match's ranked runs). */
  fullText?: number;
}

/** What listOpen may know beforehand (queries/open-jobs.ts decides it from the cached counts). */
export interface ListOpenOptions {
  /** The filters match few jobs: collect them through the indexes, then sort (else walk newest first). */
  fewMatches?: boolean;
  /** How many jobs match the query (this page's total) and how many are open. */
  counts?: OpenJobsCounts;
}

export interface OpenJobsCounts {
  matching: number;
  all: number;
  /** Of `matching`, how many match the keyword's words in full text. */
  fullText?: number;
  /** How many open jobs the narrowest filter's newest-first index holds: a category's, else a rank's, else all. */
  newestIndexRows?: number;
}

/**
 * Whether Best match finds its first run by walking the newest-first index of its filters (a
 * category's, else a rank's, else every open job's) instead of collecting every full-text match
 * through the GIN index. The walk reads about BEST_MATCH_RANKED × indexRows / fullText rows in
 * index order; the GIN index reads all `fullText` matches, each costlier (scattered heap pages). So
 * walk when 2 × fullText² > BEST_MATCH_RANKED × indexRows: the factor is where the two ways crossed,
 * measured for the bench's 22 searches in each of 6 categories of ~11,600 open jobs at 100,000 jobs
 * (docs/decisions.md, stop 94): words with 1,476–1,916 matches in a category took 5.0–14 ms through
 * the index and 1.0–3.6 walked, those with 661–811 the other way round (1.3–4.2 against 2.1–5.9).
 * The count is of full-text matches, not of substrings: a part of a word ("kotl") has thousands of
 * substring matches and no full-text one, and a walk for it reads the whole index to find nothing
 * (11.5–22 ms in a category, 51–58 in all, against 0.02–3.6 through the GIN index).
 */
export function walksNewestIndex(counts: OpenJobsCounts | undefined): boolean {
  if (counts?.fullText === undefined || counts.newestIndexRows === undefined) return false;
  return 2 * counts.fullText * counts.fullText > BEST_MATCH_RANKED * counts.newestIndexRows;
}

/** The delivered files as the view contexts' statement reads them (JSON: times as text). */
type WorkFilesJson = (Omit<WorkFileRecord, 'submittedAt'> & { submittedAt: string })[] | null;

/** A row of the view contexts' statement as its context (its files' times as dates). */
function viewContextOf(row: Omit<JobViewContext, 'files'> & { files: WorkFilesJson }): JobViewContext {
  return {
    owner: row.owner,
    hiredFreelancer: row.hiredFreelancer,
    applicantCount: row.applicantCount,
    files: row.files?.map((file) => ({ ...file, submittedAt: new Date(file.submittedAt) })) ?? [],
    acceptedBid: row.acceptedBid,
  };
}

/** What jobs.viewContexts reads around one job. */
export interface JobViewContext {
  owner: JobPersonRow | null;
  hiredFreelancer: JobPersonRow | null;
  applicantCount: number;
  files: WorkFileRecord[];
  /** The accepted proposal's bid (the agreed amount of a job hired from a proposal), or null. */
  acceptedBid: number | null;
}

export interface OwnerJobsQuery extends Page {
  ownerId: string;
  status?: JobStatus;
  createdSince?: Date;
}

/**
 * The price the client agreed to: the accepted proposal's bid, else the job's budget (briefs).
 * Written with qualified names: drizzle leaves columns unqualified in a one-table select list,
 * which would make the subquery compare the proposal's own columns.
 */
export const acceptedBid = sql<number | null>`(
  select a.your_bid::float8 from applications a where a.job_id = "jobs"."id" and a.status = 'accepted' limit 1
)`;

/**
 * The same rule as agreedAmountOf (shared/src/contracts/agreed-amount.ts), for sums in SQL: the
 * accepted bid, else the job's salary (a brief's amount, or the budget). Sums and the presented
 * amount cannot disagree: both read the accepted bid first.
 */
export const agreedPrice = sql<number>`coalesce(${acceptedBid}, "jobs"."salary")::float8`;

const NEWEST_FIRST = [desc(jobs.createdAt), desc(jobs.id)];

/**
 * Best match ranks this many of the newest full-text matches (issue 37): relevance among the 200
 * newest matches (20 pages of 10), then the older ones newest first (bestMatch).
 */
export const BEST_MATCH_RANKED = 200;

function budgetCondition(bucket: BudgetBucket): SQL | undefined {
  const option = BUDGET_BUCKET_OPTIONS.find((candidate) => candidate.value === bucket);
  if (!option) return undefined;
  const bounds: SQL[] = [];
  if (option.min !== null)
    bounds.push(option.minInclusive ? sql`${jobs.salary} >= ${option.min}` : sql`${jobs.salary} > ${option.min}`);
  if (option.max !== null)
    bounds.push(option.maxInclusive ? sql`${jobs.salary} <= ${option.max}` : sql`${jobs.salary} < ${option.max}`);
  return and(...bounds);
}

/** "Active" as every count says it (the one vocabulary, issue 36): not finished, not disputed. */
const isActiveJob = inArray(jobs.status, [...ACTIVE_JOB_STATUSES]);

/**
 * Open = posted, still taking proposals, deadline not passed. The status is written as a literal:
 * the partial indexes of open jobs (WHERE status = 'active') then serve every plan, even a generic one.
 */
export const isOpenJob = (today: string) => and(sql`${jobs.status} = 'active'`, gte(jobs.applicationDeadline, today));

/**
 * Title, description or any skill contains the text, in any case. With `viaIndex`, the test on one
 * text per job (the fields joined by line breaks, stored: job-search.ts searchDocument) lets its
 * trigram index (jobs_open_search_document_idx, migration 0023) find the candidates. That text contains the search exactly when one field does,
 * as long as the search has no line break (LIKE's wildcards are escaped): only then is each field
 * tested again, so text spanning two fields never matches. Testing the fields again when it cannot
 * change the answer doubled the cost of counting a common word (116 → 58 ms for "react", 10,913
 * matches at 100,000 jobs). Without `viaIndex`, the planner can only walk the newest-first index,
 * which is what a common keyword wants: its estimate of trigram matches is far too low, and it
 * would collect thousands of rows to show ten.
 */
function searchCondition(search: string, viaIndex: boolean): SQL | undefined {
  const pattern = containsPattern(search);
  const exact = or(
    ilike(jobs.title, pattern),
    ilike(jobs.description, pattern),
    sql`exists (select 1 from unnest(${jobs.skills}) as skill where skill ilike ${pattern})`,
  );
  if (!viaIndex) return exact;
  const document = sql`${searchDocument} ilike ${pattern}`;
  return search.includes('\n') ? and(document, exact) : document;
}

function openConditions(today: string, filter: OpenJobsFilter, searchViaIndex = true): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [isOpenJob(today)];
  if (filter.search) conditions.push(searchCondition(filter.search, searchViaIndex));
  if (filter.category) conditions.push(eq(jobs.category, filter.category));
  if (filter.budget) conditions.push(budgetCondition(filter.budget));
  if (filter.rank) conditions.push(eq(jobs.rank, filter.rank));
  return conditions;
}

/** The budget bucket of a job's salary, as SQL (BUDGET_BUCKET_OPTIONS is the one definition). */
const budgetBucketOf = sql<BudgetBucket | null>`case ${sql.join(
  BUDGET_BUCKET_OPTIONS.map((option) => sql`when ${budgetCondition(option.value)} then ${option.value}`),
  sql` `,
)} end`;

export function createJobsRepository(db: Db, changed: Changed, clock: Clock) {
  // Built on first run and sent by name (docs/decisions.md, "Statements a read runs every time are prepared").
  const jobById = preparedOnFirstRun(() => db.select().from(jobs).where(eq(jobs.id, sql.placeholder('id'))).prepare('jobs_by_id'));
  const peopleByIds = preparedOnFirstRun(() =>
    db
      .select(jobPersonColumns)
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('jobs_people'),
  );
  // What the job screens show around a job (viewContexts), as select fields.
  const viewContextFields = () => {
    // Spelled out: in a one-table select drizzle leaves columns unqualified, and inside the
    // subqueries "id" would be the subquery's own.
    const jobId = sql.raw('"jobs"."id"');
    const person = (id: SQL) => sql`(select json_build_object('id', p.id, 'fullName', p.full_name,
        'username', p.username, 'profilePhoto', p.profile_photo, 'professionalTitle', p.professional_title,
        'ratingCount', p.rating_count, 'ratingTotal', p.rating_total)
        from ${users} p where p.id = ${id})`;
    const files = sql`case when ${jobId} = any(${sql.placeholder('contractIds')}::uuid[]) then (select coalesce(json_agg(json_build_object(
        'fileId', s.id, 'name', s.original_name, 'size', s.size, 'round', f.round, 'submittedAt', f.submitted_at)
        order by f.round, f.submitted_at, s.original_name, s.id), '[]'::json)
        from ${jobWorkFiles} f join ${storedFiles} s on s.id = f.file_id where f.job_id = ${jobId}) end`;
    return {
      jobId: jobs.id,
      owner: sql<JobPersonRow | null>`${person(sql.raw('"jobs"."owner_id"'))}`,
      hiredFreelancer: sql<JobPersonRow | null>`${person(sql.raw('"jobs"."hired_freelancer_id"'))}`,
      applicantCount: sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${jobId})`,
      files: sql<WorkFilesJson>`${files}`,
      acceptedBid: sql<number | null>`${acceptedBid}`,
    };
  };
  // viewContexts: every list is an array parameter, so one statement serves any number of jobs;
  // one job (a job page not cached) has its own, which PostgreSQL plans once. For `= any($1)` it
  // keeps a plan per call (0.25 ms of planning for 0.2 ms of execution): a plan for an array of
  // unknown length is costed at ten jobs, so one for the actual one or two always looks cheaper.
  const viewContextsOf = preparedOnFirstRun(() =>
    db
      .select(viewContextFields())
      .from(jobs)
      .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('jobs_view_contexts'),
  );
  const viewContextOfOne = preparedOnFirstRun(() =>
    db.select(viewContextFields()).from(jobs).where(eq(jobs.id, sql.placeholder('id'))).prepare('jobs_view_context_of_one'),
  );
  // A job opened cold (its row and its view both missing from the read cache) is read with its
  // context: one round trip where it took two (queries/job-views.ts, cachedJobRow).
  const jobWithViewContext = preparedOnFirstRun(() =>
    db
      .select({ ...viewContextFields(), job: jobs })
      .from(jobs)
      .where(eq(jobs.id, sql.placeholder('id')))
      .prepare('jobs_by_id_with_view_context'),
  );
  // A client's own jobs, for each combination of the filters given (docs/decisions.md, "Statements a
  // read runs every time are prepared"): the dashboard's and My Jobs' reads.
  type OwnerJobsShape = `${'status' | 'any'}_${'since' | 'ever'}`;
  const ownerJobs = preparedPerShape((shape: OwnerJobsShape) => {
    const where = and(
      eq(jobs.ownerId, sql.placeholder('ownerId')),
      shape.startsWith('status') ? eq(jobs.status, sql.placeholder('status')) : undefined,
      shape.endsWith('since') ? gte(jobs.createdAt, sql.placeholder('createdSince')) : undefined,
    );
    return {
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(where)
        .prepare(`jobs_of_owner_count_${shape}`),
      page: db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`jobs_of_owner_${shape}`),
    };
  });
  async function page(where: SQL | undefined, query: Page): Promise<PageOf<JobRow>> {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where);
    const rows = await db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, total };
  }

  /** A page of the jobs matching `conditions`, newest first (listOpen says what `fewMatches` chooses). */
  async function newestPage(
    conditions: (SQL | undefined)[],
    fewMatches: boolean,
    limit: number,
    offset: number,
  ): Promise<JobRow[]> {
    if (!fewMatches) {
      return db
        .select()
        .from(jobs)
        .where(and(...conditions))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset);
    }
    // OFFSET 0 keeps the subquery apart: it is planned on its own, to collect every match
    // through the indexes, and only then sorted (never the index walk the LIMIT invites).
    const matches = db
      .select()
      .from(jobs)
      .where(and(...conditions))
      .offset(0)
      .as('matches');
    return db.select().from(matches).orderBy(desc(matches.createdAt), desc(matches.id)).limit(limit).offset(offset);
  }

  /**
   * A page of Best match's first run in one statement, for a text the counts say is common in the
   * filters' newest-first index (walksNewestIndex): the walk of that index for the
   * `BEST_MATCH_RANKED` newest matches (the words written so that no index serves them, so the
   * walk stops once it has found them) and the ranking of what it found. Under load every
   * statement of a read waits its turn for the pool and for the API's event loop, so a read's time
   * grows with the statements it runs one after another (docs/decisions.md, stop 76). With the page,
   * how many the walk found: fewer than `BEST_MATCH_RANKED` only when it reached the end of the index,
   * so those are all the run holds. Undefined when the page starts past what it found (no row, so
   * no count): the caller then lets the planner find them.
   */
  async function rankedPageOfWalk(
    filters: (SQL | undefined)[],
    search: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: JobRow[]; found: number } | undefined> {
    const walked = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(...filters, fullTextMatchByWalk(search), searchCondition(search, false)))
      .orderBy(...NEWEST_FIRST)
      .limit(BEST_MATCH_RANKED);
    const page = await db
      // The window counts every walked row before the LIMIT.
      .select({ job: jobs, found: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .where(inArray(jobs.id, walked))
      .orderBy(desc(relevanceOf(search)), ...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
    if (page.length === 0) return undefined;
    return { rows: page.map((row) => row.job), found: page[0].found };
  }

  /** The ids of the `BEST_MATCH_RANKED` newest rows matching `conditions`, as the planner chooses to find them. */
  async function newestMatchIds(conditions: (SQL | undefined)[]): Promise<string[]> {
    const rows = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(...conditions))
      .orderBy(...NEWEST_FIRST)
      .limit(BEST_MATCH_RANKED);
    return rows.map((row) => row.id);
  }

  /**
   * Best match (issue 37): Find Jobs' matches (the text in a field, countOpen's set) in three runs.
   * (1) The `BEST_MATCH_RANKED` newest of those whose words also match in full text, ranked by
   * ts_rank_cd (title above skills above description), newest first among equals: ranking every
   * full-text match of a common word (10,000 at 100,000 jobs) cost what no index saves, so only the
   * newest are ranked (rankedPageOfWalk, newestMatchIds). (2) The older full-text matches, newest
   * first. (3) The substring-only ones (a part of a word, which would rank 0), newest first. A run is
   * read only when the ones before it do not fill the page. The runs are disjoint and each totally
   * ordered, so page n + 1 continues page n and the count is unchanged.
   */
  async function bestMatch(
    query: OpenJobsQuery,
    search: string,
    others: SQL[],
    fewMatches: boolean,
    offset: number,
    counts: ListOpenOptions['counts'],
  ): Promise<JobRow[]> {
    const filters = [...openConditions(query.today, { ...query, search: undefined }), ...others];
    const words = fullTextMatch(search);
    // The exact field test only (no trigram document): the full-text index alone finds these rows.
    const matchConditions = [and(...filters), words, searchCondition(search, false)];
    const rows: JobRow[] = [];
    // How many rows the full-text runs (1 and 2) hold, once known.
    let rankedCount: number | undefined;
    // No full-text match at all (a part of a word, "kotl"): runs 1 and 2 are empty, nothing to read.
    if (counts?.fullText === 0) rankedCount = 0;
    else if (offset < BEST_MATCH_RANKED) {
      // The counts choose between walking the filters' newest-first index and the GIN index
      // (walksNewestIndex). Left to itself the planner collects every match through the GIN index
      // where the words are common in a category, or are two that always come together ("video
      // editing": it multiplies their frequencies; 32 ms at 100,000 jobs, 1.8 walked).
      const walked = walksNewestIndex(counts)
        ? await rankedPageOfWalk(filters, search, query.limit, offset)
        : undefined;
      if (walked) {
        // A run of BEST_MATCH_RANKED rows: a page that reaches past it continues with run 2.
        rows.push(...walked.rows);
        if (walked.found < BEST_MATCH_RANKED) rankedCount = walked.found;
      } else {
        const ids = await newestMatchIds(matchConditions);
        if (offset < ids.length)
          rows.push(
            ...(await db
              .select()
              .from(jobs)
              .where(inArray(jobs.id, ids))
              .orderBy(desc(relevanceOf(search)), ...NEWEST_FIRST)
              .limit(query.limit)
              .offset(offset)),
          );
        if (ids.length < BEST_MATCH_RANKED) rankedCount = ids.length;
      }
      if (rows.length === query.limit) return rows;
    }
    if (rankedCount === undefined) {
      // Run 2 starts where run 1 (BEST_MATCH_RANKED rows) ends: at this position of the newest-first order.
      const at = offset + rows.length;
      const older = await newestPage(matchConditions, fewMatches, query.limit - rows.length, at);
      rows.push(...older);
      if (rows.length === query.limit) return rows;
      // Its end is known from this read unless the page starts past it (then one count).
      if (older.length > 0 || offset < BEST_MATCH_RANKED) rankedCount = at + older.length;
      else {
        const [{ total }] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(...matchConditions));
        rankedCount = total;
      }
    }
    // Run 3, the substring-only matches, from this position in it.
    const restOffset = Math.max(0, offset - rankedCount);
    const restLimit = query.limit - rows.length;
    let collect = fewMatches;
    if (counts) {
      // The substring-only run's length is known: nothing to read when the page is past it, and
      // when it is short, walking the newest-first index for it would read most open jobs (a
      // common word's matches are nearly all ranked), so its few rows are collected instead.
      const restCount = counts.matching - rankedCount;
      if (restCount <= restOffset) return rows;
      collect = restCount * counts.matching <= (restOffset + restLimit) * counts.all;
    }
    const rest = await newestPage(
      [...openConditions(query.today, query, collect), ...others, sql`not (${words})`],
      collect,
      restLimit,
      restOffset,
    );
    return [...rows, ...rest];
  }

  return {
    /**
     * Posts an open job (Post A Job, an approved assistant's draft) and, in the same transaction,
     * queues it for the saved searches' alerts (issue 37): every path that opens a job passes here,
     * and a crash can lose neither the job's alerts nor leave alerts for a job that was not posted.
     */
    async create(ownerId: string, input: JobBody, now: Date): Promise<JobRow> {
      const row = await db.transaction(async (tx) => {
        const [posted] = await tx
          .insert(jobs)
          .values({ ...input, ownerId, status: 'active', createdAt: now, updatedAt: now })
          .returning();
        await tx.insert(jobAlertQueue).values({ jobId: posted.id, queuedAt: now });
        return posted;
      });
      await changed(postedJobTags(row, clock.now()));
      return row;
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await jobById().execute({ id });
      return row;
    },

    /** Edits only while nobody is hired: the WHERE repeats the check, so a hire in between wins. */
    async updateIfActive(id: string, ownerId: string, input: JobBody, now: Date): Promise<JobRow | undefined> {
      const edit = await db.transaction(async (tx) => {
        // The row as it was, locked: its old category, budget and rank leave their facets.
        const [before] = await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(jobs)
          .set({ ...input, updatedAt: now })
          .where(eq(jobs.id, id))
          .returning();
        return { before, after };
      });
      if (!edit) return undefined;
      await changed(jobWriteTags(edit.after, edit.before));
      return edit.after;
    },

    /**
     * Deletes an open job and (by cascade) its proposals. Returns the job and who had a pending
     * proposal, or undefined when the job was no longer active.
     */
    async deleteIfActive(
      id: string,
      ownerId: string,
    ): Promise<{ job: JobRow; pendingApplicantIds: string[] } | undefined> {
      const deleted = await db.transaction(async (tx) => {
        // Lock the job first, as apply and hire do: a proposal sent meanwhile either lands before
        // this reads the pending list (its sender is told) or finds the job gone.
        const [open] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')))
          .for('update');
        if (!open) return undefined;
        const proposals = await tx
          .select({ applicantId: applications.applicantId, status: applications.status })
          .from(applications)
          .where(eq(applications.jobId, id));
        const [job] = await tx
          .delete(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')))
          .returning();
        if (!job) return undefined;
        return { job, proposals };
      });
      if (!deleted) return undefined;
      // Every applicant's own list loses the proposal; only those still pending are told.
      await changed([...jobWriteTags(deleted.job), ...deleted.proposals.map((row) => tags.own(row.applicantId))]);
      const pendingApplicantIds = deleted.proposals
        .filter((row) => row.status === 'pending')
        .map((row) => row.applicantId);
      return { job: deleted.job, pendingApplicantIds };
    },

    /**
     * One page of open jobs (Find Jobs, the public list), newest first or by relevance (Best match);
     * the total comes from countOpen / openFacets. `fewMatches`: the caller knows the filters match
     * few jobs, so they are collected first (through the keyword or filter indexes) and then sorted;
     * otherwise the newest-first index is walked until the page is full, which is fast when matches
     * are common and slow when they are rare.
     */
    async listOpen(query: OpenJobsQuery, options: ListOpenOptions = {}): Promise<JobRow[]> {
      const fewMatches = Boolean(options.fewMatches);
      const others = query.excludeOwnerId ? [ne(jobs.ownerId, query.excludeOwnerId)] : [];
      const offset = (query.page - 1) * query.limit;
      if (query.search && query.sort === 'relevance')
        return bestMatch(query, query.search, others, fewMatches, offset, options.counts);
      return newestPage(
        [...openConditions(query.today, query, fewMatches), ...others],
        fewMatches,
        query.limit,
        offset,
      );
    },

    /**
     * How many open jobs match (of one owner only, when given; posted in a range, when given). A
     * count of the jobs posted after a moment walks the newest-first index over them instead of
     * collecting every keyword match through the trigram index.
     */
    async countOpen(today: string, filter: OpenJobsFilter, ownerId?: string, range: PostedRange = {}): Promise<number> {
      const conditions = [...openConditions(today, filter, range.after === undefined), ...postedConditions(range)];
      if (ownerId) conditions.push(eq(jobs.ownerId, ownerId));
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(...conditions));
      return total;
    },

    /**
     * Every open job (posted in a range, when given; containing a keyword, when given) counted once
     * per (category, rank, budget bucket): one scan answers the total of every Find Jobs filter
     * with that keyword or none (queries/open-jobs.ts sums the matching cells), and with a keyword how
     * many of each cell's matches are full-text ones. Like countOpen, the
     * jobs posted after a moment are walked newest first, the others found through the keyword's index.
     */
    async openFacets(today: string, range: PostedRange = {}, search?: string): Promise<OpenJobsFacet[]> {
      const counted = {
        category: jobs.category,
        rank: jobs.rank,
        budget: budgetBucketOf,
        count: sql<number>`count(*)::int`,
      };
      // The full-text matches among a keyword's are counted in the same scan (no measurable cost:
      // "react" 28.9 → 28.9 ms at 100,000 jobs); Best match chooses its way by them (walksNewestIndex).
      return db
        .select(
          search
            ? { ...counted, fullText: sql<number>`(count(*) filter (where ${fullTextMatch(search)}))::int` }
            : counted,
        )
        .from(jobs)
        .where(and(...openConditions(today, { search }, range.after === undefined), ...postedConditions(range)))
        .groupBy(sql`1, 2, 3`);
    },

    /** A client's own jobs (My Jobs, dashboard). */
    async listByOwner(query: OwnerJobsQuery): Promise<PageOf<JobRow>> {
      const statements = ownerJobs(`${query.status ? 'status' : 'any'}_${query.createdSince ? 'since' : 'ever'}`);
      const values = {
        ownerId: query.ownerId,
        status: query.status,
        createdSince: query.createdSince?.toISOString(),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      const [{ total }] = await statements.count.execute(values);
      const rows = await statements.page.execute(values);
      return { rows, total };
    },

    /**
     * Whether the freelancer has a working relation with the client: hired on one of their jobs or
     * sent a proposal to one (chat: such a freelancer may write to that client first).
     */
    async hasWorkedWith(clientId: string, freelancerId: string): Promise<boolean> {
      const [hired] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.ownerId, clientId), eq(jobs.hiredFreelancerId, freelancerId)))
        .limit(1);
      if (hired) return true;
      const [proposed] = await db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(jobs.ownerId, clientId), eq(applications.applicantId, freelancerId)))
        .limit(1);
      return proposed !== undefined;
    },

    /** Every job, newest first (admin overview). */
    async listAll(query: Page): Promise<PageOf<JobRow>> {
      return page(undefined, query);
    },

    /** Owners and hired freelancers of a page of jobs, in one query: only what the job screens show. */
    async people(ids: readonly string[]): Promise<Map<string, JobPersonRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await peopleByIds().execute({ ids: anyList(unique) });
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Everything the job screens show around each job, in one statement however many jobs: the
     * owner and the hired freelancer as people, the proposal count and, for `contractIds`, the
     * delivered files, first round first. (The viewer's own proposal is laid over from their own
     * cached list: queries/job-views.ts.)
     */
    async viewContexts(
      jobIds: readonly string[],
      { contractIds }: { contractIds: readonly string[] },
    ): Promise<Map<string, JobViewContext>> {
      const unique = [...new Set(jobIds)];
      if (unique.length === 0) return new Map();
      const rows =
        unique.length === 1
          ? await viewContextOfOne().execute({ id: unique[0], contractIds: [...contractIds] })
          : await viewContextsOf().execute({ ids: anyList(unique), contractIds: [...contractIds] });
      return new Map(rows.map((row) => [row.jobId, viewContextOf(row)]));
    },

    /**
     * A job by id with everything viewContexts reads around it, in one statement (a job opened
     * cold: queries/job-views.ts, cachedJobRow). The delivered files are read whoever asks: who may
     * see them is decided when the job is presented, as for every cached view.
     */
    async findWithViewContext(id: string): Promise<{ row: JobRow; context: JobViewContext } | undefined> {
      const [found] = await jobWithViewContext().execute({ id, contractIds: [id] });
      return found && { row: found.job, context: viewContextOf(found) };
    },

    /** How many jobs a client has posted, whatever their status now (a job page's "jobs posted"). */
    async postedCount(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.ownerId, ownerId));
      return row.count;
    },

    /** The accepted proposal's bid on a job, or null (a brief, or nobody hired through a proposal). */
    async acceptedBidOf(jobId: string): Promise<number | null> {
      const [row] = await db.select({ bid: acceptedBid }).from(jobs).where(eq(jobs.id, jobId));
      return row?.bid ?? null;
    },

    /** Client dashboard cards. */
    async ownerCounts(ownerId: string): Promise<{ active: number; completed: number }> {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${isActiveJob})::int`,
          completed: sql<number>`count(*) filter (where ${jobs.status} = 'completed')::int`,
        })
        .from(jobs)
        .where(eq(jobs.ownerId, ownerId));
      return row;
    },

    /** Freelancers the client connected with (contacts rows with connectedAt), and those of this month. */
    async talentConnections(clientId: string, monthStart: Date): Promise<{ total: number; thisMonth: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          thisMonth: sql<number>`count(*) filter (where ${contacts.connectedAt} >= ${monthStart.toISOString()})::int`,
        })
        .from(contacts)
        .where(and(eq(contacts.userId, clientId), isNotNull(contacts.connectedAt)));
      return row;
    },

    /** Admin overview: active is the one definition every role's count uses (ACTIVE_JOB_STATUSES). */
    async globalCounts(): Promise<{ total: number; completed: number; active: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${isActiveJob})::int`,
          completed: sql<number>`count(*) filter (where ${jobs.status} = 'completed')::int`,
        })
        .from(jobs);
      return row;
    },

    /** Freelancer home / Earnings: the caller's hired jobs, money = agreed prices. */
    async freelancerFigures(freelancerId: string, monthStart: Date) {
      const [row] = await db
        .select({
          activeJobs: sql<number>`count(*) filter (where ${isActiveJob})::int`,
          underReview: sql<number>`count(*) filter (where ${jobs.status} = 'paused')::int`,
          inRevision: sql<number>`count(*) filter (where ${jobs.status} = 'review')::int`,
          completedJobs: sql<number>`count(*) filter (where ${jobs.status} = 'completed')::int`,
          disputedJobs: sql<number>`count(*) filter (where ${jobs.status} = 'disputes')::int`,
          totalEarned: sql<number>`coalesce(sum(${agreedPrice}) filter (where ${jobs.status} = 'completed'), 0)::float8`,
          pendingEarnings: sql<number>`coalesce(sum(${agreedPrice}) filter (where ${jobs.status} in ('progress', 'review', 'paused')), 0)::float8`,
          earnedThisMonth: sql<number>`coalesce(sum(${agreedPrice}) filter (where ${jobs.status} = 'completed' and ${jobs.completedAt} >= ${monthStart.toISOString()}), 0)::float8`,
          confirmedReceived: sql<number>`coalesce(sum(${agreedPrice}) filter (where ${jobs.status} = 'completed' and ${jobs.paymentConfirmedAt} is not null), 0)::float8`,
        })
        .from(jobs)
        .where(eq(jobs.hiredFreelancerId, freelancerId));
      return row;
    },

    /**
     * The agreed amounts of completed jobs per calendar month of completion since `since` (the
     * Earnings and Spending charts): the freelancer's hires or the client's own jobs. Months are
     * counted in `timeZone` by the database itself, so PGlite and PostgreSQL group alike.
     */
    async completedByMonth(party: 'freelancer' | 'client', userId: string, since: Date, timeZone: string) {
      const month = sql<string>`to_char(${jobs.completedAt} at time zone ${timeZone}, 'YYYY-MM')`;
      return (
        db
          .select({ month, amount: sql<number>`coalesce(sum(${agreedPrice}), 0)::float8` })
          .from(jobs)
          .where(
            and(
              eq(party === 'freelancer' ? jobs.hiredFreelancerId : jobs.ownerId, userId),
              party === 'client' ? isNotNull(jobs.hiredFreelancerId) : undefined,
              eq(jobs.status, 'completed'),
              gte(jobs.completedAt, since),
            ),
          )
          // By position: the month expression carries the time zone as a parameter, and PostgreSQL
          // would not see two parameters as one expression.
          .groupBy(sql`1`)
      );
    },

    /** The client's hires, newest hire first, each with its agreed price (Transaction Management). */
    async hiresOf(ownerId: string, query: Page): Promise<PageOf<JobRow & { amount: number }>> {
      const where = and(
        eq(jobs.ownerId, ownerId),
        isNotNull(jobs.hiredFreelancerId),
        inArray(jobs.status, ['progress', 'paused', 'review', 'completed', 'disputes', 'closed']),
      );
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(where);
      const rows = await db
        .select({ job: jobs, amount: agreedPrice })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.hiredAt), desc(jobs.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows: rows.map((row) => ({ ...row.job, amount: row.amount })), total };
    },

    /** Every hire's status inputs and amount, for the four summary cards (all pages). */
    async hireAmounts(ownerId: string) {
      return db
        .select({
          status: jobs.status,
          freelancerReviewDeadline: jobs.freelancerReviewDeadline,
          paidAt: jobs.paidAt,
          paymentConfirmedAt: jobs.paymentConfirmedAt,
          amount: agreedPrice,
        })
        .from(jobs)
        .where(
          and(
            eq(jobs.ownerId, ownerId),
            isNotNull(jobs.hiredFreelancerId),
            inArray(jobs.status, ['progress', 'paused', 'review', 'completed', 'disputes', 'closed']),
          ),
        );
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
