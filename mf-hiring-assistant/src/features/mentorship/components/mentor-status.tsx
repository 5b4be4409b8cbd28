import type { MentorshipResponse } from '@freelane/shared/contracts';
import { Alert } from 'antd';

/** The caller's own mentor application, as an admin last left it. */
export function MentorStatus({ mentorship }: { mentorship: MentorshipResponse }) {
  switch (mentorship.status) {
    case 'Pending':
      return (
        <Alert
          type="info"
          showIcon
          title="Mentor application status: Pending"
          description="An admin is reviewing your application. We will notify you once it has been decided."
        />
      );
    case 'Accepted':
      return (
        <Alert
          type="success"
          showIcon
          title="Mentor application status: Accepted"
          description="You are a Freelane mentor: you are listed below and freelancers can request mentoring from you."
        />
      );
    case 'Declined':
      return (
        <Alert
          type="warning"
          showIcon
          title="Mentor application status: Declined"
          description={
            <>
              <strong>The admin's reason:</strong> {mentorship.declineReason ?? 'No reason was given.'} You may apply
              again.
            </>
          }
        />
      );
    default:
      return null;
  }
}
