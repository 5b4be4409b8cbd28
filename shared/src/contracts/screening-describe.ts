/**
 * The criteria as people read them, without zod: the screening tools page and the proposal form
 * show a package's summary on their first screen; screening.ts (the schemas, the screening itself)
 * re-exports these ("Issue 35: what a first screen imports"; shared/src/mf/first-screen-imports.test.ts).
 */
import type { ScreeningCriteria, StoredScreeningCriteria } from './screening';
import { PROPOSAL_TIMELINE_OPTIONS, PROPOSAL_TIMELINES, type ProposalTimeline } from './application-values';
import { knownValue } from './known-values';
import { SCREENING_TOOLS, type ScreeningTool } from './screening-tool-values';

/**
 * Stored criteria as this code can use them (show, edit, screen with): a timeline it does not know
 * (a newer release's) is left out, as if unset.
 */
export function criteriaFromStored(criteria: StoredScreeningCriteria): ScreeningCriteria {
  return { ...criteria, maxTimeline: knownValue(PROPOSAL_TIMELINES, criteria.maxTimeline) ?? null };
}
/** The tools a set of criteria uses, in SCREENING_TOOLS order. */
export function toolsIn(criteria: ScreeningCriteria): ScreeningTool[] {
  return SCREENING_TOOLS.filter((tool) => {
    switch (tool) {
      case 'questions':
        return criteria.questions.length > 0;
      case 'requiredSkills':
        return criteria.requiredSkills.length > 0;
      case 'portfolio':
        return criteria.portfolioRequired;
      case 'minCompletedProjects':
        return criteria.minCompletedProjects !== null;
      case 'minRating':
        return criteria.minRating !== null;
      case 'maxTimeline':
        return criteria.maxTimeline !== null;
    }
  });
}

export const timelineLabel = (timeline: ProposalTimeline) =>
  PROPOSAL_TIMELINE_OPTIONS.find((option) => option.value === timeline)?.label.toLowerCase() ?? timeline;

/**
 * The criteria as applicants and clients read them, one line per tool in use (the proposal form's
 * requirements, a package's summary).
 */
export function describeCriteria(criteria: ScreeningCriteria): { tool: ScreeningTool; text: string }[] {
  return toolsIn(criteria).map((tool) => {
    switch (tool) {
      case 'questions':
        return {
          tool,
          text:
            criteria.questions.length === 1
              ? 'Answer 1 screening question'
              : `Answer ${criteria.questions.length} screening questions`,
        };
      case 'requiredSkills':
        return { tool, text: `Skills on your profile: ${criteria.requiredSkills.join(', ')}` };
      case 'portfolio':
        return { tool, text: 'A portfolio link' };
      case 'minCompletedProjects':
        return { tool, text: `At least ${criteria.minCompletedProjects} completed projects` };
      case 'minRating':
        return { tool, text: `A rating of ${criteria.minRating} stars or more` };
      case 'maxTimeline':
        return { tool, text: `A timeline of ${timelineLabel(criteria.maxTimeline ?? 'moreThan6Months')} at most` };
    }
  });
}
