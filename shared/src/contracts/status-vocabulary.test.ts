import { APPLICATION_STATUSES } from './applications';
import { BRIEF_STATUSES } from './briefs';
import { DISPUTE_STATUSES } from './disputes';
import { JOB_DRAFT_STATUSES } from './job-draft-statuses';
import { JOB_STATUSES } from './job-options';
import {
  ACTIVE_JOB_STATUSES,
  activeJobsNote,
  APPLICATION_STATUS_LABELS,
  BRIEF_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  isActiveJobStatus,
  JOB_DRAFT_STATUS_LABELS,
  JOB_FILTER_LABELS,
  JOB_STATUS_LABELS,
} from './status-vocabulary';

const VOCABULARIES = [
  ['job', JOB_STATUSES, JOB_STATUS_LABELS],
  ['proposal', APPLICATION_STATUSES, APPLICATION_STATUS_LABELS],
  ['job draft', JOB_DRAFT_STATUSES, JOB_DRAFT_STATUS_LABELS],
  ['dispute', DISPUTE_STATUSES, DISPUTE_STATUS_LABELS],
  ['brief', BRIEF_STATUSES, BRIEF_STATUS_LABELS],
] as const;

describe('one vocabulary of statuses', () => {
  it.each(VOCABULARIES)('names every %s status once, and no two statuses alike', (_, statuses, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...statuses].sort());
    const words = Object.values(labels);
    expect(new Set(words).size).toBe(words.length);
  });

  it('gives each job filter the very words of the badges of the jobs it lists', () => {
    for (const status of JOB_STATUSES) expect(JOB_FILTER_LABELS[status]).toBe(JOB_STATUS_LABELS[status]);
    // The filter that listed Pending Review work was called "Paused".
    expect(JOB_FILTER_LABELS.paused).toBe('Pending Review');
    expect(Object.values(JOB_FILTER_LABELS)).not.toEqual(expect.arrayContaining(['Paused', 'Progress', 'Review']));
  });

  it('counts a job in revision and one pending review as active, for every role', () => {
    expect([...ACTIVE_JOB_STATUSES].sort()).toEqual(['active', 'paused', 'progress', 'review']);
    for (const status of ['completed', 'disputes', 'closed']) expect(isActiveJobStatus(status)).toBe(false);
    expect(isActiveJobStatus('review')).toBe(true);
    // No badge says "Active" for less than an Active Jobs figure counts.
    expect(Object.values(JOB_STATUS_LABELS)).not.toContain('Active');
  });

  it('says in the badges’ words what an Active Jobs figure counts', () => {
    expect(activeJobsNote('client')).toBe('Open, In Progress, Pending Review or In Revision');
    expect(activeJobsNote('freelancer')).toBe('In Progress, Pending Review or In Revision');
  });

  it('reads a hired proposal as Hired, and a draft in words true for its author and its client', () => {
    expect(APPLICATION_STATUS_LABELS.accepted).toBe('Hired');
    expect(Object.values(APPLICATION_STATUS_LABELS)).not.toContain('Shortlisted');
    for (const label of Object.values(JOB_DRAFT_STATUS_LABELS)) expect(label).not.toMatch(/client|assistant|you/i);
  });
});
