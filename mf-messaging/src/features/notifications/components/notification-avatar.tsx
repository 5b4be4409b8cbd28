import type { Notification } from '@freelane/shared/contracts';
import { PersonAvatar } from '../../../components/person-avatar';

/** Freelane's own notifications: the site's dark navy, unlike any person's colour. */
const FREELANE_NAVY = 'var(--fl-color-navy)';

/** The sender's avatar as chat shows them; the Freelane mark for notifications the system sent on its own. */
export function NotificationAvatar({ sender }: { sender: Notification['sendersDetail'] }) {
  if (!sender) {
    return (
      <span
        className="fl-avatar"
        style={{ width: 40, height: 40, fontSize: 18, background: FREELANE_NAVY, fontWeight: 700 }}
        aria-hidden="true"
      >
        F
      </span>
    );
  }
  return <PersonAvatar person={sender} size={40} />;
}
