import { useCurrency } from '@freelane/shared';
import type { CurrentUser, UpdateProfileBody } from '@freelane/shared/contracts';
import { HOURLY_RATE_MAX, LANGUAGES_MAX_COUNT, LOCATION_MAX_LENGTH } from '@freelane/shared/contracts/profile-limits';
import {
  PlainAlert,
  PlainButton,
  PlainField,
  PlainInput,
  PlainNumberInput,
  PlainTagsInput,
  showPlainFormError,
  usePlainForm,
  useToasts,
  zodPlainRule,
} from '@freelane/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileSection } from './profile-section';

interface PersonalInfoValues {
  fullName: string;
  email: string;
  professionalTitle: string;
  languages: string[];
  hourlyRate: number | null;
  location: string;
}

// The contract's own rules, loaded at the first check: the first screen carries neither zod nor the
// account contracts (issue 39).
const rule = (name: keyof PersonalInfoValues & keyof UpdateProfileBody, empty: unknown = '') =>
  zodPlainRule<PersonalInfoValues>(
    () => import('@freelane/shared/contracts/account').then(({ updateProfileBody }) => updateProfileBody.shape[name]),
    empty,
  );
const rules = {
  fullName: [rule('fullName')],
  email: [rule('email')],
  professionalTitle: [rule('professionalTitle')],
  hourlyRate: [rule('hourlyRate', null)],
  location: [rule('location')],
  languages: [rule('languages', [])],
};

/**
 * Name, e-mail, title, languages and location, and a freelancer's hourly rate (both public, on Find
 * Talent's cards); a new e-mail only counts once its mailed link is opened. The plain form kit: this
 * form is /editProfile's first screen (issue 39).
 */
export function PersonalInfoSection({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = useToasts();
  const currency = useCurrency();
  const freelancer = user.role === 'freelancer';

  const form = usePlainForm<PersonalInfoValues>({
    initialValues: {
      fullName: user.fullName,
      email: user.email,
      professionalTitle: user.profile.professionalTitle ?? '',
      languages: user.profile.languages,
      hourlyRate: user.profile.hourlyRate,
      location: user.profile.location ?? '',
    },
    // Only a freelancer's rate is checked: a client has no such field.
    rules: freelancer ? rules : { ...rules, hourlyRate: [] },
    onFinish: async (values) => {
      try {
        const result = await updateProfile({
          fullName: values.fullName,
          email: values.email,
          professionalTitle: values.professionalTitle ?? '',
          languages: [
            ...new Map((values.languages ?? []).map((l) => [l.trim().toLowerCase(), l.trim()])).values(),
          ].filter(Boolean),
          location: values.location ?? '',
          // Only a freelancer's rate: the API refuses the field from anyone else.
          ...(freelancer ? { hourlyRate: values.hourlyRate ?? null } : {}),
        }).unwrap();
        if (result.success) message.success(result.message);
        else message.error('Failed to update profile.');
      } catch (error) {
        // A refused field shows under that field (issue 36), anything else in a toast.
        showPlainFormError(form, error, (text) => message.error(text), 'An error occurred');
      }
    },
  });

  return (
    <ProfileSection title="Personal info">
      {user.pendingEmail && (
        <PlainAlert
          type="info"
          style={{ marginBottom: 16 }}
          title={`We sent a verification link to ${user.pendingEmail}.`}
        >
          {`Your e-mail stays ${user.email} until you open that link.`}
        </PlainAlert>
      )}
      <form noValidate onSubmit={form.handleSubmit}>
        <PlainField label="Full name" {...form.field('fullName')}>
          <PlainInput {...form.bind('fullName')} autoComplete="name" />
        </PlainField>
        <PlainField
          label="Email"
          extra="If you change it, we e-mail a link to the new address; the change counts once you open it."
          {...form.field('email')}
        >
          <PlainInput {...form.bind('email')} type="email" autoComplete="email" />
        </PlainField>
        <PlainField label="Professional title" {...form.field('professionalTitle')}>
          <PlainInput {...form.bind('professionalTitle')} placeholder="e.g. Full-stack web developer" />
        </PlainField>
        {freelancer && (
          <PlainField
            label={`Hourly rate (${currency})`}
            extra="Shown on your Find Talent card. Leave it empty to show none."
            {...form.field('hourlyRate')}
          >
            <PlainNumberInput
              {...form.bind('hourlyRate')}
              min={0}
              max={HOURLY_RATE_MAX}
              step={1}
              style={{ width: 200 }}
            />
          </PlainField>
        )}
        <PlainField
          label="Location"
          extra="A town and country, shown on your public profile."
          {...form.field('location')}
        >
          <PlainInput
            {...form.bind('location')}
            placeholder="e.g. Lisbon, Portugal"
            maxLength={LOCATION_MAX_LENGTH}
            autoComplete="address-level2"
          />
        </PlainField>
        <PlainField
          label="Languages"
          extra={`Type a language and press Enter (or a comma). Up to ${LANGUAGES_MAX_COUNT}.`}
          {...form.field('languages')}
        >
          <PlainTagsInput {...form.bind('languages')} placeholder="e.g. English" maxCount={LANGUAGES_MAX_COUNT} />
        </PlainField>
        <PlainButton type="primary" htmlType="submit" loading={isLoading || form.checking}>
          {isLoading ? 'Please Wait' : 'Save personal info'}
        </PlainButton>
      </form>
    </ProfileSection>
  );
}
