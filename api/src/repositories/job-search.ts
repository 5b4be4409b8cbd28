import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema';

/**
 * Full-text search over jobs (issue 37, "Best match"). `jobs.search_vector` is a stored generated
 * column (migration 0018: title weight A, skills B, description C, English stemming) with a GIN
 * index over open jobs. It is not in the drizzle table on purpose: `select()` of a job would then
 * carry the whole document on every list read.
 */
export const searchVector = sql`${jobs}."search_vector"`;

/**
 * The text a keyword is looked for in (substring, any case): title, description and skills joined
 * by line breaks, a stored generated column (migration 0023) with a trigram index over open jobs.
 * Not in the drizzle table either, for the same reason.
 */
export const searchDocument = sql`${jobs}."search_document"`;

/** The person's words as a web search reads them (quotes, OR, -word), never a syntax error. */
export const webQuery = (text: SQL | string) => sql`websearch_to_tsquery('english', ${text})`;

/** The job's document matches the words (stemmed: "designers" finds "design"). */
export const fullTextMatch = (text: SQL | string) => sql`${searchVector} @@ ${webQuery(text)}`;

/**
 * The same test as fullTextMatch, written as the function `@@` stands for: no index serves a
 * function call, so a query ordered newest first and limited walks the newest-first index and tests
 * each row (Best match where the words are common in the filters' index: repositories/jobs.ts walksNewestIndex).
 */
export const fullTextMatchByWalk = (text: SQL | string) => sql`ts_match_vq(${searchVector}, ${webQuery(text)})`;

/** How well the job matches: cover density over the weighted document (title above skills above description). */
export const relevanceOf = (text: string) => sql<number>`ts_rank_cd(${searchVector}, ${webQuery(text)})`;

/** `value` escaped for LIKE, in SQL (a saved search's text is a column, not a parameter the app escapes). */
const likeEscaped = (value: SQL) => sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * A saved search's text matches the job as Find Jobs matches it: its words (full text) or, for a
 * part of a word, the text anywhere in title, description or skills (the trigram document).
 */
export const searchMatches = (text: SQL) =>
  sql`(${fullTextMatch(text)} or ${searchDocument} ilike '%' || ${likeEscaped(text)} || '%')`;
