import type { MentorshipResponse } from '@freelane/shared/contracts';
import { PlainAlert } from '@freelane/shared/ui';

/** The caller's own mentor application, as an admin last left it. */
export function MentorStatus({ mentorship }: { mentorship: MentorshipResponse }) {
  switch (mentorship.status) {
    case 'Pending':
      return (
        <PlainAlert type="info" title="Mentor application status: Pending">
          An admin is reviewing your application. We will notify you once it has been decided.
        </PlainAlert>
      );
    case 'Accepted':
      return (
        <PlainAlert type="success" title="Mentor application status: Accepted">
          You are a Freelane mentor: you are listed below and freelancers can request mentoring from you.
        </PlainAlert>
      );
    case 'Declined':
      return (
        <PlainAlert type="warning" title="Mentor application status: Declined">
          <strong>The admin's reason:</strong> {mentorship.declineReason ?? 'No reason was given.'} You may apply again.
        </PlainAlert>
      );
    default:
      return null;
  }
}
