import { ratingText } from '@freelane/shared';
import {
  HIRING_SPECIALIZATION_LABELS,
  MENTOR_AVAILABILITY_LABELS,
  MENTOR_EXPERIENCE_LABELS,
  MENTOR_EXPERTISE_LABELS,
  MENTORING_TYPE_LABELS,
  type AdminApplication,
  knownOr,
} from '@freelane/shared/contracts';
import { Descriptions } from 'antd';

/** What the applicant answered, and their real figures, as the admin weighs them. */
export function ApplicationAnswers({ application }: { application: AdminApplication }) {
  const { eligibility } = application.applicant;
  const figures = [
    { key: 'rating', label: 'Rating', children: ratingText(eligibility.rating) },
    { key: 'projects', label: 'Completed projects', children: eligibility.completedProjects },
    { key: 'years', label: 'Years on Freelane', children: eligibility.yearsOnFreelane },
    { key: 'feedback', label: 'Clients with 4+ stars', children: eligibility.positiveClientReviews },
  ];
  const answers =
    application.type === 'mentor'
      ? [
          { key: 'profession', label: 'Current profession', children: application.answers.currentProfession },
          {
            key: 'experience',
            label: 'Experience',
            children: knownOr(MENTOR_EXPERIENCE_LABELS, application.answers.experience, 'Unknown'),
          },
          {
            key: 'expertise',
            label: 'Areas of expertise',
            children: application.answers.areaOfExpertise
              .map((area) => knownOr(MENTOR_EXPERTISE_LABELS, area, 'Unknown'))
              .join(', '),
          },
          {
            key: 'types',
            label: 'Mentoring types',
            children: application.answers.mentoringType
              .map((type) => knownOr(MENTORING_TYPE_LABELS, type, 'Unknown'))
              .join(', '),
          },
          {
            key: 'availability',
            label: 'Availability',
            children: knownOr(MENTOR_AVAILABILITY_LABELS, application.answers.availability, 'Unknown'),
          },
          { key: 'free', label: 'Free introductory session', children: application.answers.freeSession ? 'Yes' : 'No' },
          {
            key: 'linkedin',
            label: 'LinkedIn',
            children: (
              <a href={application.answers.linkedin} target="_blank" rel="noopener noreferrer">
                {application.answers.linkedin}
              </a>
            ),
          },
          { key: 'bio', label: 'Professional bio', children: application.answers.professionalBio, span: 2 },
          { key: 'reason', label: 'Reason', children: application.answers.reason, span: 2 },
        ]
      : application.type === 'hiringAssistant'
        ? [
            {
              key: 'specialization',
              label: 'Specialization',
              children: knownOr(HIRING_SPECIALIZATION_LABELS, application.answers.yourSpecialization, 'Unknown'),
            },
            { key: 'years-experience', label: 'Years of experience', children: application.answers.yearsOfExperience },
            { key: 'skills', label: 'Key skills', children: application.answers.skills.join(', '), span: 2 },
            { key: 'reason', label: 'Reason', children: application.answers.reason, span: 2 },
          ]
        : // A programme a newer release added: its answers are not known here.
          [];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[...figures, ...answers]} />;
}
