import { beforeAnythingIsCached } from '../repositories/changes';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { createProgrammesRepository } from '../repositories/programmes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The programmes at work on `npm start` (issue 13), through the repository the routes use: Ben is an
 * approved mentor (with the free introductory session) and an accepted hiring assistant, so
 * /mentorship lists a mentor and Clara finds an assistant on /hire-selectionAssistant; Ava's mentor
 * application waits in the admin's Applications queue.
 */
export async function seedDemoProgrammes(
  db: Db,
  { admin, ava, ben }: { admin: UserRow; ava: UserRow; ben: UserRow },
  now: Date,
) {
  const programmes = createProgrammesRepository(db, beforeAnythingIsCached);
  const approvedAt = new Date(now.getTime() - 20 * DAY_MS);
  const mentor = await programmes.apply('mentor', ben.id, {
    fullName: ben.fullName,
    email: ben.email,
    currentProfession: 'Full-stack developer and team lead',
    experience: '7to10',
    areaOfExpertise: ['webDevelopment', 'freelanceBusiness', 'careerGrowth'],
    professionalBio:
      'Eight years building web products for agencies and start-ups, the last three as a freelancer leading small teams. I help new freelancers price their work, write proposals that win and ship with confidence.',
    linkedin: 'https://www.linkedin.com/in/ben-okafor-demo',
    availability: '3to5',
    mentoringType: ['oneOnOne', 'codeReview', 'careerGuidance'],
    reason: 'A mentor got me my first clients; I want to do the same for the next freelancers.',
    freeSession: true,
  });
  if (mentor) await programmes.decide(mentor.id, admin.id, 'approved', '', approvedAt);

  const assistant = await programmes.apply('hiringAssistant', ben.id, {
    yourSpecialization: 'webDevelopment',
    yearsOfExperience: 8,
    skills: ['React', 'Node.js', 'Code review', 'Technical interviews'],
    reason: 'I read proposals and code every week and can tell clients which applicants will really deliver.',
  });
  if (assistant) await programmes.decide(assistant.id, admin.id, 'approved', '', approvedAt);

  await programmes.apply('mentor', ava.id, {
    fullName: ava.fullName,
    email: ava.email,
    currentProfession: 'Front-end developer',
    experience: '4to6',
    areaOfExpertise: ['webDevelopment', 'uiux'],
    professionalBio:
      'Front-end developer for five years, specialised in accessible React interfaces and design systems for small businesses.',
    linkedin: 'https://www.linkedin.com/in/ava-patel-demo',
    availability: '1to2',
    mentoringType: ['portfolioReview', 'codeReview'],
    reason: 'I would like to help juniors build portfolios that show real, accessible work.',
    freeSession: false,
  });
}
