import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { proposalTimeline, PROPOSAL_TIMELINES, type ProposalTimeline } from './applications';
import {
  SCREENING_QUESTIONS_MAX,
  SCREENING_TOOL_LABELS,
  type ScreeningAnswer,
  type ScreeningCheck,
  type ScreeningResult,
} from './screening-results';
import { tolerantEnum } from './tolerant-enum';
import {
  SCREENING_PACKAGE_NAME_MAX_LENGTH,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_SKILLS_MAX,
} from './screening-tool-values';
import { timelineLabel, toolsIn } from './screening-describe';

export { criteriaFromStored, describeCriteria, timelineLabel, toolsIn } from './screening-describe';

/**
 * Screening tools (spec job-lifecycle §2 Talent Selection with Screening Tools; issue 13): six
 * criteria a client attaches to one of its jobs, alone or saved as a named Custom Screening Package.
 * Applicants see them before applying; /viewApplicants shows pass / fail per criterion and a score.
 */

export {
  SCREENING_PACKAGE_NAME_MAX_LENGTH,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_SKILLS_MAX,
} from './screening-tool-values';

/** Every tool is optional; at least one must be set for the criteria to mean anything. */
export const screeningCriteriaSchema = z
  .object({
    questions: z
      .array(
        z
          .string()
          .trim()
          .min(5, 'Each question must be at least 5 characters.')
          .max(
            SCREENING_QUESTION_MAX_LENGTH,
            `Each question must be at most ${SCREENING_QUESTION_MAX_LENGTH} characters.`,
          ),
      )
      .max(SCREENING_QUESTIONS_MAX, `Ask at most ${SCREENING_QUESTIONS_MAX} questions.`)
      .default([]),
    requiredSkills: z
      .array(z.string().trim().min(1, 'A skill cannot be empty.').max(50, 'Each skill must be at most 50 characters.'))
      .max(SCREENING_SKILLS_MAX, `Require at most ${SCREENING_SKILLS_MAX} skills.`)
      .default([]),
    portfolioRequired: z.boolean().default(false),
    minCompletedProjects: z
      .number()
      .int('Minimum completed projects must be a whole number.')
      .min(1, 'Minimum completed projects must be at least 1.')
      .max(1000)
      .nullable()
      .default(null),
    minRating: z
      .number()
      .min(1, 'Minimum rating must be between 1 and 5.')
      .max(5, 'Minimum rating must be between 1 and 5.')
      .multipleOf(0.5, 'Minimum rating goes in half stars.')
      .nullable()
      .default(null),
    maxTimeline: proposalTimeline.nullable().default(null),
  })
  .refine(
    (criteria) =>
      criteria.questions.length > 0 ||
      criteria.requiredSkills.length > 0 ||
      criteria.portfolioRequired ||
      criteria.minCompletedProjects !== null ||
      criteria.minRating !== null ||
      criteria.maxTimeline !== null,
    'Choose at least one screening tool.',
  )
  // The API reference's example (a generated one would choose no tool, which the rule refuses).
  .meta({
    examples: [
      {
        questions: ['Which screen readers do you test your pages with?'],
        requiredSkills: ['React', 'Accessibility'],
        portfolioRequired: true,
        minCompletedProjects: 3,
        minRating: 4.5,
        maxTimeline: 'lessThanWeek',
      },
    ],
  });
/** Criteria as responses show them: a timeline a newer release added reads `unknown` (tolerant-enum.ts). */
export const storedScreeningCriteriaSchema = z.object({
  ...screeningCriteriaSchema.shape,
  maxTimeline: tolerantEnum(PROPOSAL_TIMELINES).nullable().default(null),
});
export type ScreeningCriteria = z.infer<typeof screeningCriteriaSchema>;
export type StoredScreeningCriteria = z.infer<typeof storedScreeningCriteriaSchema>;

export type ScreeningCriteriaInput = z.input<typeof screeningCriteriaSchema>;

/** A timeline passes when it is not longer than the maximum (PROPOSAL_TIMELINES is shortest first). */
export function timelineWithin(
  timeline: (typeof PROPOSAL_TIMELINES)[number],
  max: (typeof PROPOSAL_TIMELINES)[number],
): boolean {
  return PROPOSAL_TIMELINES.indexOf(timeline) <= PROPOSAL_TIMELINES.indexOf(max);
}

/** What screening reads of one proposal and its sender (all of it already on the proposal and the profile). */
export interface ProposalFacts {
  answers: readonly ScreeningAnswer[];
  portfolio: string | null;
  estimatedTimeLine: ProposalTimeline;
  /** The sender's profile skills (sub-categories and USP skills). */
  skills: readonly string[];
  projectCompleted: number;
  rating: { average: number | null; count: number };
}

/**
 * One proposal against a job's criteria: a pass / fail per tool in use, with what was found, and the
 * score (the percentage passed, rounded). A question counts as answered only under its current
 * wording, so rewording a question after proposals came in shows them as unanswered rather than
 * pairing an answer with a question it was not written for.
 */
export function screenProposal(criteria: ScreeningCriteria, facts: ProposalFacts): ScreeningResult {
  const checks: ScreeningCheck[] = toolsIn(criteria).map((tool) => {
    const check = (passed: boolean, detail: string): ScreeningCheck => ({
      tool,
      label: SCREENING_TOOL_LABELS[tool],
      passed,
      detail,
    });
    switch (tool) {
      case 'questions': {
        const answered = criteria.questions.filter((question) =>
          facts.answers.some((answer) => answer.question === question && answer.answer.trim() !== ''),
        ).length;
        return check(answered === criteria.questions.length, `Answered ${answered} of ${criteria.questions.length}`);
      }
      case 'requiredSkills': {
        const has = new Set(facts.skills.map((skill) => skill.trim().toLowerCase()));
        const missing = criteria.requiredSkills.filter((skill) => !has.has(skill.toLowerCase()));
        return check(missing.length === 0, missing.length === 0 ? 'Has every skill' : `Missing ${missing.join(', ')}`);
      }
      case 'portfolio':
        return check(Boolean(facts.portfolio), facts.portfolio ? 'Portfolio link given' : 'No portfolio link');
      case 'minCompletedProjects': {
        const min = criteria.minCompletedProjects ?? 0;
        return check(facts.projectCompleted >= min, `${facts.projectCompleted} of ${min} projects`);
      }
      case 'minRating': {
        const min = criteria.minRating ?? 0;
        const { average, count } = facts.rating;
        if (average === null || count === 0) return check(false, `No reviews yet (needs ${min})`);
        return check(average >= min, `${average} stars (needs ${min})`);
      }
      case 'maxTimeline': {
        const max = criteria.maxTimeline ?? 'moreThan6Months';
        return check(
          timelineWithin(facts.estimatedTimeLine, max),
          `Proposes ${timelineLabel(facts.estimatedTimeLine)} (at most ${timelineLabel(max)})`,
        );
      }
    }
  });
  const passed = checks.filter((check) => check.passed).length;
  return {
    score: checks.length === 0 ? 100 : Math.round((passed / checks.length) * 100),
    passed,
    total: checks.length,
    checks,
  };
}

export const screeningPackageBody = z.object({
  name: z
    .string({ message: 'Please name the package.' })
    .trim()
    .min(2, 'Package name must be at least 2 characters.')
    .max(
      SCREENING_PACKAGE_NAME_MAX_LENGTH,
      `Package name must be at most ${SCREENING_PACKAGE_NAME_MAX_LENGTH} characters.`,
    ),
  criteria: screeningCriteriaSchema,
});
export type ScreeningPackageBody = z.infer<typeof screeningPackageBody>;
export type ScreeningPackageInput = z.input<typeof screeningPackageBody>;

export const screeningPackageSchema = z.object({
  _id: objectId,
  name: z.string(),
  criteria: storedScreeningCriteriaSchema,
  /** The caller's jobs that currently use this package. */
  jobsUsing: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScreeningPackage = z.infer<typeof screeningPackageSchema>;

export const packageIdParams = z.object({ packageId: objectId });
export type PackageIdParams = z.infer<typeof packageIdParams>;

/** GET /screening/packages: the signed-in client's own packages, newest first. */
export const screeningPackagesResponse = z.object({
  success: z.literal(true),
  packages: z.array(screeningPackageSchema),
  pagination: pageInfo,
});
export type ScreeningPackagesResponse = z.infer<typeof screeningPackagesResponse>;

export const screeningPackageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  package: screeningPackageSchema,
});
export type ScreeningPackageResponse = z.infer<typeof screeningPackageResponse>;

/** PUT /screening/jobs/{jobId}: criteria typed in, or a saved package's (then `packageId` is set). */
export const jobScreeningBody = z.union([
  z.object({ packageId: objectId }),
  z.object({ criteria: screeningCriteriaSchema }),
]);
export type JobScreeningBody = z.infer<typeof jobScreeningBody>;

export const jobScreeningSchema = z.object({
  jobId: objectId,
  criteria: storedScreeningCriteriaSchema,
  /** The package the criteria were taken from, if any. */
  packageName: z.string().nullable(),
  updatedAt: z.string(),
});
export type JobScreening = z.infer<typeof jobScreeningSchema>;

/** GET /screening/jobs/{jobId}: what an applicant must meet (null: the job screens nothing). */
export const jobScreeningResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  screening: jobScreeningSchema.nullable(),
});
export type JobScreeningResponse = z.infer<typeof jobScreeningResponse>;
