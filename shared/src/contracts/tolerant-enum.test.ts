import { z } from 'zod';
import { adminApplicationSchema } from './programme-applications';
import { jobResponse } from './jobs';
import { knownOr, knownValue, tolerantEnum, UNKNOWN_VALUE } from './tolerant-enum';

describe('tolerantEnum (values a newer release may have stored)', () => {
  const status = tolerantEnum(['active', 'completed']);

  it('passes the known values and answers unknown for any other string', () => {
    expect(status.parse('active')).toBe('active');
    expect(status.parse('archived')).toBe(UNKNOWN_VALUE);
    expect(status.parse(UNKNOWN_VALUE)).toBe(UNKNOWN_VALUE);
  });

  it('still refuses what is not a string at all (a bug, not a newer value)', () => {
    expect(status.safeParse(undefined).success).toBe(false);
    expect(status.safeParse(3).success).toBe(false);
  });

  it('documents unknown among the values of the API reference', () => {
    expect(z.toJSONSchema(status, { io: 'output' })).toMatchObject({ enum: ['active', 'completed', UNKNOWN_VALUE] });
  });

  it('lets a job with a newer status, level and duration through the response contract', () => {
    const job = jobResponse.shape.job.shape;
    expect(job.status.parse('archived')).toBe(UNKNOWN_VALUE);
    expect(job.rank.parse('guru')).toBe(UNKNOWN_VALUE);
    expect(job.duration.parse('forever')).toBe(UNKNOWN_VALUE);
  });

  it('reads an application of a programme a newer release added as unknown, without its answers', () => {
    const application = adminApplicationSchema.parse({
      _id: '2f1d7d3e-8a53-4d59-9a45-6f1e2b3c4d5e',
      type: 'designReviewer',
      status: 'pending',
      applicant: {
        _id: '2f1d7d3e-8a53-4d59-9a45-6f1e2b3c4d5f',
        fullName: 'Ava Patel',
        username: 'ava',
        profile: { profilePhoto: null, professionalTitle: null },
        eligibility: {
          rating: { average: null, count: 0 },
          completedProjects: 0,
          yearsOnFreelane: 0,
          positiveClientReviews: 0,
          meets: { rating: false, completedProjects: false, years: false, positiveClientReviews: false },
        },
      },
      submittedAt: '2026-11-28T00:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      reason: null,
      answers: { portfolio: 'https://example.test' },
    });
    expect(application.type).toBe(UNKNOWN_VALUE);
    expect(application.answers).toEqual({});
  });
});

describe('knownOr and knownValue (the front end reading such values)', () => {
  const labels = { active: 'Active', completed: 'Completed' } as const;

  it('reads a known value from its table and falls back for anything else', () => {
    expect(knownOr(labels, 'active', 'Unknown')).toBe('Active');
    expect(knownOr(labels, 'unknown', 'Unknown')).toBe('Unknown');
    expect(knownOr(labels, 'toString', 'Unknown')).toBe('Unknown');
    expect(knownOr(labels, null, 'Unknown')).toBe('Unknown');
  });

  it('keeps a known value for a form and drops an unknown one', () => {
    expect(knownValue(['fixed', 'hourly'] as const, 'hourly')).toBe('hourly');
    expect(knownValue(['fixed', 'hourly'] as const, 'unknown')).toBeUndefined();
  });
});
