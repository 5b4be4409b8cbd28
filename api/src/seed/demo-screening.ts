import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, type JobRow, type UserRow } from '../db/schema';
import { createScreeningRepository } from '../repositories/screening';

const QUESTION = 'Which small-business site have you launched, and how fast does it load on a phone?';

/**
 * Screening at work on `npm start` (issue 13): Clara saved a "Small-business websites" package and
 * applied it to the bakery job, and both bakery proposals answered its question, so Job Applicants
 * shows Ava (React on her profile) and Ben (a designer) scored differently, and the proposal form
 * lists the requirements to anyone applying.
 */
export async function seedDemoScreening(
  db: Db,
  { clara, ava, ben }: { clara: UserRow; ava: UserRow; ben: UserRow },
  bakery: JobRow,
  now: Date,
) {
  const screening = createScreeningRepository(db);
  const saved = await screening.createPackage(
    clara.id,
    'Small-business websites',
    {
      questions: [QUESTION],
      requiredSkills: ['React'],
      portfolioRequired: true,
      minCompletedProjects: null,
      minRating: null,
      maxTimeline: '2to3Weeks',
    },
    now,
  );
  if (!saved) return;
  await screening.setForJob(bakery.id, saved.row.criteria, { id: saved.row.id, name: saved.row.name }, now);
  const answers: [UserRow, string][] = [
    [ava, 'A booking site for a hair salon in React: it scores 98 on mobile Lighthouse and loads in 1.2 s on 4G.'],
    [ben, 'A menu site for a café, designed in Figma and built on a site builder; it loads in about 3 s on a phone.'],
  ];
  for (const [who, answer] of answers) {
    await db
      .update(applications)
      .set({ screeningAnswers: [{ question: QUESTION, answer }] })
      .where(and(eq(applications.jobId, bakery.id), eq(applications.applicantId, who.id)));
  }
}
