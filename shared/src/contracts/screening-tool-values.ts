/**
 * The screening tools and how they read, without zod: a first screen (the screening tools page, a
 * package's summary) reads them; screening-results.ts, which builds the schemas, re-exports them
 * ("Issue 35: what a first screen imports"; shared/src/mf/first-screen-imports.test.ts).
 */

/** The limits of a screening's fields (the schemas in screening.ts check them; the forms show them). */
export const SCREENING_QUESTION_MAX_LENGTH = 300;
export const SCREENING_SKILLS_MAX = 10;
export const SCREENING_PACKAGE_NAME_MAX_LENGTH = 60;
export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_ANSWER_MAX_LENGTH = 1000;

export const SCREENING_TOOLS = [
  'questions',
  'requiredSkills',
  'portfolio',
  'minCompletedProjects',
  'minRating',
  'maxTimeline',
] as const;
export type ScreeningTool = (typeof SCREENING_TOOLS)[number];
export const SCREENING_TOOL_LABELS: Record<ScreeningTool, string> = {
  questions: 'Screening questions',
  requiredSkills: 'Required skills',
  portfolio: 'Portfolio link required',
  minCompletedProjects: 'Minimum completed projects',
  minRating: 'Minimum rating',
  maxTimeline: 'Maximum timeline',
};
export const SCREENING_TOOL_DESCRIPTIONS: Record<ScreeningTool, string> = {
  questions: 'Questions every applicant must answer in the proposal.',
  requiredSkills: "Skills the applicant's profile must list.",
  portfolio: 'Only proposals with a portfolio link pass.',
  minCompletedProjects: 'Completed Freelane projects the applicant needs.',
  minRating: 'The lowest published rating that passes.',
  maxTimeline: 'The longest estimated timeline that passes.',
};
