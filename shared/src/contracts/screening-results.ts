import { z } from 'zod';
import { tolerantEnum } from './tolerant-enum';
import { SCREENING_ANSWER_MAX_LENGTH, SCREENING_QUESTIONS_MAX, SCREENING_TOOLS } from './screening-tool-values';

/**
 * The applicant's side of screening (issue 13): answers sent with a proposal and the verdict
 * /viewApplicants shows. Kept apart from screening.ts, which builds on the proposal contracts, so
 * applications.ts can use these without an import cycle.
 */

export {
  SCREENING_ANSWER_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
  SCREENING_TOOL_DESCRIPTIONS,
  SCREENING_TOOL_LABELS,
  SCREENING_TOOLS,
  type ScreeningTool,
} from './screening-tool-values';
export const screeningTool = z.enum(SCREENING_TOOLS);

/** The applicant's answers, one per question, in the job's question order. */
export const screeningAnswerSchema = z.object({
  question: z.string(),
  answer: z
    .string()
    .trim()
    .min(1, 'Please answer every screening question.')
    .max(SCREENING_ANSWER_MAX_LENGTH, `Each answer must be at most ${SCREENING_ANSWER_MAX_LENGTH} characters.`),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;
export const screeningAnswersField = z.array(screeningAnswerSchema).max(SCREENING_QUESTIONS_MAX).optional().default([]);

/** One criterion's verdict on one proposal, with what was found ("3 of 10 projects"). */
export const screeningCheckSchema = z.object({
  tool: tolerantEnum(SCREENING_TOOLS),
  label: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export type ScreeningCheck = z.infer<typeof screeningCheckSchema>;

/** A proposal measured against its job's screening: the score is the percentage of criteria passed. */
export const screeningResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.number().int(),
  total: z.number().int(),
  checks: z.array(screeningCheckSchema),
});
export type ScreeningResult = z.infer<typeof screeningResultSchema>;

export const APPLICANT_SORTS = ['newest', 'screening'] as const;
export const applicantSort = z.enum(APPLICANT_SORTS);
export type ApplicantSort = z.infer<typeof applicantSort>;
