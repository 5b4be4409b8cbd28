import { budgetTypeLabel, formatMoney, type JobPage } from '@freelane/shared/contracts';
import type { PageMeta } from '@freelane/shared/build-artefacts';
import type { HttpError } from '@freelane/shared';

/** A description fits what link previews and search results show (about 160 characters). */
const DESCRIPTION_LENGTH = 160;

/** `text` cut at a word before `length` characters, with an ellipsis when cut. */
function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * What a shared link of a job page shows (issue 36): its title, budget and skills, then the start
 * of the post. Only what the page shows anyone: no private field reaches it (the public answer has
 * none).
 */
export function jobPageMeta(job: JobPage, currency: string): PageMeta {
  const budget = `${formatMoney(job.salary, currency, { locale: 'en-US', wholeUnits: true })} ${budgetTypeLabel(job.budgetType).toLowerCase()}`;
  const skills = job.skills.length > 0 ? ` · ${job.skills.join(', ')}` : '';
  return {
    title: `${job.title} · ${budget} | Freelane`,
    description: clip(`${budget}${skills}. ${job.description}`, DESCRIPTION_LENGTH),
    type: 'website',
  };
}

/** The shared-link tags of a job page whose job is not there (unknown, or no longer open). */
export const JOB_NOT_FOUND_META: PageMeta = {
  title: 'Job not found | Freelane',
  description: 'This job does not exist or is no longer open for proposals. Find other open jobs on Freelane.',
};

/** 400 (an id that is not even well formed) and 404 (unknown, or not open): "no such job" either way. */
export function isJobNotFound(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    'status' in error &&
    [400, 404].includes((error as HttpError).status as number)
  );
}
