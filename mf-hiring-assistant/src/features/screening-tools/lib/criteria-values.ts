import type { ProposalTimeline, ScreeningCriteria } from '@freelane/shared/contracts';

/** What the six tools' fields hold; an empty field means the tool is off. */
export interface CriteriaFormValues {
  questions: string[];
  requiredSkills: string[];
  portfolioRequired: boolean;
  minCompletedProjects: number | null;
  minRating: number | null;
  maxTimeline: ProposalTimeline | null;
}

export const EMPTY_CRITERIA: CriteriaFormValues = {
  questions: [],
  requiredSkills: [],
  portfolioRequired: false,
  minCompletedProjects: null,
  minRating: null,
  maxTimeline: null,
};

export function toCriteriaValues(criteria: ScreeningCriteria): CriteriaFormValues {
  return { ...criteria, questions: [...criteria.questions], requiredSkills: [...criteria.requiredSkills] };
}

/**
 * The criteria checked by the API's own schema: blank questions are dropped (an added row left
 * empty), so the only errors left are real ones, e.g. "Choose at least one screening tool."
 */
export async function toCriteria(
  values: CriteriaFormValues,
): Promise<{ ok: true; criteria: ScreeningCriteria } | { ok: false; message: string }> {
  // The schema (and zod, 26 kB gzip) loads at the first save, not with the form (issue 39).
  const { screeningCriteriaSchema } = await import('@freelane/shared/contracts/screening');
  const result = screeningCriteriaSchema.safeParse({
    questions: (values.questions ?? []).map((question) => (question ?? '').trim()).filter(Boolean),
    requiredSkills: (values.requiredSkills ?? []).map((skill) => skill.trim()).filter(Boolean),
    portfolioRequired: Boolean(values.portfolioRequired),
    minCompletedProjects: values.minCompletedProjects ?? null,
    minRating: values.minRating ?? null,
    maxTimeline: values.maxTimeline ?? null,
  });
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? 'These criteria are not valid.' };
  return { ok: true, criteria: result.data };
}
