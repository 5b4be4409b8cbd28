import { getErrorMessage, refreshCurrentUser, useAppDispatch } from '@freelane/shared';
// Values from the plain module: the form's rules (zod and the schema) load at the first check.
import {
  ASSISTANT_REASON_MAX_LENGTH,
  HIRING_SPECIALIZATION_LABELS,
  HIRING_SPECIALIZATIONS,
  splitSkills,
  type HiringSpecialization,
} from '@freelane/shared/contracts/hiring-assistant-options';
import {
  PlainButton,
  PlainCheckbox,
  PlainField,
  PlainInput,
  PlainNumberInput,
  PlainSelect,
  PlainTextArea,
  requiredRule,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { Link } from 'react-router-dom';
import { useApplyHiringAssistantMutation } from '../api/apply-hiring-assistant';

interface FormValues {
  yourSpecialization?: HiringSpecialization;
  yearsOfExperience: number | null;
  skillsText: string;
  reason: string;
  agreeToTerms: boolean;
}

// The API's own `hiringAssistantApplicationBody`, loaded at the first check (issue 39).
let bodyLoading:
  | Promise<(typeof import('@freelane/shared/contracts/hiring-assistants'))['hiringAssistantApplicationBody']>
  | undefined;
const loadBody = () =>
  (bodyLoading ??= import('@freelane/shared/contracts/hiring-assistants').then(
    (module) => module.hiringAssistantApplicationBody,
  ));

const RULES: PlainRules<FormValues> = {
  yourSpecialization: [zodPlainRule(() => loadBody().then((body) => body.shape.yourSpecialization), undefined)],
  yearsOfExperience: [
    requiredRule('Please enter your years of experience.'),
    zodPlainRule(() => loadBody().then((body) => body.shape.yearsOfExperience), undefined),
  ],
  skillsText: [
    async (value) => {
      const result = (await loadBody()).shape.skills.safeParse(splitSkills(typeof value === 'string' ? value : ''));
      return result.success ? undefined : result.error.issues[0]?.message;
    },
  ],
  reason: [zodPlainRule(() => loadBody().then((body) => body.shape.reason))],
  agreeToTerms: [(value) => (value === true ? undefined : 'Please accept the Hiring Assistant Terms And Conditions.')],
};

/** The spec's application form; the agreement is enforced (the spec's checkbox was not). */
export function HiringApplicationForm() {
  const { message } = useToasts();
  const [apply, { isLoading }] = useApplyHiringAssistantMutation();
  const dispatch = useAppDispatch();

  const form = usePlainForm<FormValues>({
    initialValues: { yearsOfExperience: null, skillsText: '', reason: '', agreeToTerms: false },
    rules: RULES,
    onFinish: async ({ skillsText, ...values }) => {
      const parsed = (await loadBody()).safeParse({ ...values, skills: splitSkills(skillsText) });
      if (!parsed.success) {
        message.error(parsed.error.issues[0]?.message ?? 'Please check the form.');
        return;
      }
      try {
        message.success((await apply(parsed.data).unwrap()).message);
        // Now Pending: the header's Hiring Assistant link follows the stored user.
        void dispatch(refreshCurrentUser());
      } catch (error) {
        message.error(getErrorMessage(error));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField label="Your Specialization" {...form.field('yourSpecialization')}>
        <PlainSelect
          {...form.bind('yourSpecialization')}
          placeholder="Choose your specialization"
          options={HIRING_SPECIALIZATIONS.map((value) => ({ value, label: HIRING_SPECIALIZATION_LABELS[value] }))}
        />
      </PlainField>
      <PlainField label="Years Of Experience" {...form.field('yearsOfExperience')}>
        <PlainNumberInput {...form.bind('yearsOfExperience')} min={0} max={60} step={1} style={{ width: 160 }} />
      </PlainField>
      <PlainField label="Key Skills (comma separated)" {...form.field('skillsText')}>
        <PlainInput {...form.bind('skillsText')} placeholder="React, Node.js, Technical interviews" />
      </PlainField>
      <PlainField label="Why do you want to be a hiring assistant?" {...form.field('reason')}>
        <PlainTextArea {...form.bind('reason')} rows={4} showCount maxLength={ASSISTANT_REASON_MAX_LENGTH} />
      </PlainField>
      <PlainField {...form.field('agreeToTerms')}>
        <PlainCheckbox {...form.bind('agreeToTerms')}>
          I agree to the{' '}
          <Link to="/hiring-assistant-terms" target="_blank" rel="noopener noreferrer">
            Hiring Assistant Terms And Conditions
          </Link>
        </PlainCheckbox>
      </PlainField>
      {/* Busy from the tap (the check may load the rules) until the request's answer. */}
      <PlainButton type="primary" htmlType="submit" loading={isLoading || form.checking}>
        Submit Application
      </PlainButton>
    </form>
  );
}
