import { getErrorMessage, useCurrentUser } from '@freelane/shared';
// Values from the plain module: the form's rules (zod and the schema) load at the first check.
import {
  FREE_SESSION_LABELS,
  MENTOR_AVAILABILITY,
  MENTOR_AVAILABILITY_LABELS,
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_EXPERIENCE,
  MENTOR_EXPERIENCE_LABELS,
  MENTOR_EXPERTISE,
  MENTOR_EXPERTISE_LABELS,
  MENTOR_REASON_MAX_LENGTH,
  MENTORING_TYPE_LABELS,
  MENTORING_TYPES,
  type MentorAvailability,
  type MentorExperience,
  type MentorExpertise,
  type MentoringType,
} from '@freelane/shared/contracts/mentorship-options';
import {
  ErrorState,
  LoadingState,
  PageContainer,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainCheckboxGroup,
  PlainField,
  PlainInput,
  PlainRadioGroup,
  PlainSelect,
  PlainTextArea,
  requiredRule,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useApplyAsMentorMutation } from '../features/mentorship/api/apply-as-mentor';
import { useGetMentorshipQuery } from '../features/mentorship/api/get-mentorship';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

interface FormValues {
  fullName: string;
  email: string;
  currentProfession: string;
  experience?: MentorExperience;
  areaOfExpertise: MentorExpertise[];
  professionalBio: string;
  linkedin: string;
  availability?: MentorAvailability;
  mentoringType: MentoringType[];
  reason: string;
  freeSession?: 'yes' | 'no';
}

// The API's own `mentorApplicationBody`, loaded at the first check (zod and the schema are not on
// the first screen: issue 39).
let bodyLoading: Promise<(typeof import('@freelane/shared/contracts/mentorship'))['mentorApplicationBody']> | undefined;
const loadBody = () =>
  (bodyLoading ??= import('@freelane/shared/contracts/mentorship').then((module) => module.mentorApplicationBody));
const shapeRule = (name: keyof FormValues & keyof Awaited<ReturnType<typeof loadBody>>['shape'], empty: unknown = '') =>
  zodPlainRule<FormValues>(() => loadBody().then((body) => body.shape[name]), empty);

const RULES: PlainRules<FormValues> = {
  fullName: [shapeRule('fullName')],
  email: [shapeRule('email')],
  currentProfession: [shapeRule('currentProfession')],
  experience: [shapeRule('experience', undefined)],
  areaOfExpertise: [shapeRule('areaOfExpertise', [])],
  professionalBio: [shapeRule('professionalBio')],
  linkedin: [shapeRule('linkedin')],
  availability: [shapeRule('availability', undefined)],
  mentoringType: [shapeRule('mentoringType', [])],
  reason: [shapeRule('reason')],
  freeSession: [requiredRule('Please say whether you offer a free introductory session.')],
};

/** /joinAsMentor: the spec's mentor form, checked with the same rules the API applies. */
function JoinAsMentor() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { message } = useToasts();
  const mentorship = useGetMentorshipQuery();
  const [apply, { isLoading }] = useApplyAsMentorMutation();

  const form = usePlainForm<FormValues>({
    initialValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      currentProfession: '',
      areaOfExpertise: [],
      professionalBio: '',
      linkedin: '',
      mentoringType: [],
      reason: '',
    },
    rules: RULES,
    onFinish: async (values) => {
      const parsed = (await loadBody()).safeParse({ ...values, freeSession: values.freeSession === 'yes' });
      if (!parsed.success) return; // the field rules already show why
      try {
        message.success((await apply(parsed.data).unwrap()).message);
        navigate('/mentorship');
      } catch (error) {
        message.error(getErrorMessage(error));
      }
    },
  });

  const heading = (
    <>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Become a Mentor
      </h1>
      <p className="fl-paragraph" style={{ fontSize: 16 }}>
        Share what you have learned with freelancers starting out. An admin reviews every application; you will be
        notified of the decision.
      </p>
    </>
  );

  if (user && user.role !== 'freelancer') {
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <PlainAlert type="info" title="Mentors are freelancers">
          Mentoring is offered by experienced freelancers. You can still <Link to="/mentorship">find a mentor</Link>.
        </PlainAlert>
      </PageContainer>
    );
  }
  if (mentorship.isLoading)
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <LoadingState label="Loading your mentorship status" />
      </PageContainer>
    );
  if (mentorship.isError || !mentorship.data) {
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <ErrorState
          title="We couldn't load your mentorship status"
          message={getErrorMessage(mentorship.error)}
          onRetry={() => void mentorship.refetch()}
        />
      </PageContainer>
    );
  }
  if (mentorship.data.status === 'Pending' || mentorship.data.status === 'Accepted') {
    const accepted = mentorship.data.status === 'Accepted';
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <PlainAlert
          type={accepted ? 'success' : 'info'}
          title={accepted ? 'You are already a mentor' : 'Your application is under review'}
        >
          <Link to="/mentorship">Back to Mentorship</Link>
        </PlainAlert>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxWidth={760}>
      {heading}
      <PlainCard>
        <form noValidate onSubmit={form.handleSubmit}>
          <PlainField label="Full name" {...form.field('fullName')}>
            <PlainInput {...form.bind('fullName')} autoComplete="name" />
          </PlainField>
          <PlainField label="E-mail" {...form.field('email')}>
            <PlainInput {...form.bind('email')} type="email" autoComplete="email" />
          </PlainField>
          <PlainField label="Current profession" {...form.field('currentProfession')}>
            <PlainInput {...form.bind('currentProfession')} placeholder="e.g. Senior front-end developer" />
          </PlainField>
          <PlainField label="Experience" {...form.field('experience')}>
            <PlainSelect
              {...form.bind('experience')}
              placeholder="Years of experience"
              options={optionsOf(MENTOR_EXPERIENCE, MENTOR_EXPERIENCE_LABELS)}
            />
          </PlainField>
          <PlainField label="Areas of expertise" group {...form.field('areaOfExpertise')}>
            <PlainCheckboxGroup
              {...form.bind('areaOfExpertise')}
              options={optionsOf(MENTOR_EXPERTISE, MENTOR_EXPERTISE_LABELS)}
            />
          </PlainField>
          <PlainField label="Professional bio" {...form.field('professionalBio')}>
            <PlainTextArea {...form.bind('professionalBio')} rows={5} showCount maxLength={MENTOR_BIO_MAX_LENGTH} />
          </PlainField>
          <PlainField label="LinkedIn profile" {...form.field('linkedin')}>
            <PlainInput {...form.bind('linkedin')} type="url" placeholder="https://www.linkedin.com/in/your-name" />
          </PlainField>
          <PlainField label="Availability" {...form.field('availability')}>
            <PlainSelect
              {...form.bind('availability')}
              placeholder="Hours a week"
              options={optionsOf(MENTOR_AVAILABILITY, MENTOR_AVAILABILITY_LABELS)}
            />
          </PlainField>
          <PlainField label="Mentoring types" group {...form.field('mentoringType')}>
            <PlainCheckboxGroup
              {...form.bind('mentoringType')}
              options={optionsOf(MENTORING_TYPES, MENTORING_TYPE_LABELS)}
            />
          </PlainField>
          <PlainField label="Why do you want to mentor?" {...form.field('reason')}>
            <PlainTextArea {...form.bind('reason')} rows={4} showCount maxLength={MENTOR_REASON_MAX_LENGTH} />
          </PlainField>
          <PlainField label="Do you offer a free introductory session?" group {...form.field('freeSession')}>
            <PlainRadioGroup
              {...form.bind('freeSession')}
              options={[
                { value: 'yes', label: FREE_SESSION_LABELS.yes },
                { value: 'no', label: FREE_SESSION_LABELS.no },
              ]}
            />
          </PlainField>
          {/* Busy from the tap (the check may load the rules) until the request's answer. */}
          <PlainButton type="primary" htmlType="submit" loading={isLoading || form.checking}>
            Submit Application
          </PlainButton>
        </form>
      </PlainCard>
    </PageContainer>
  );
}

export default JoinAsMentor;
