import { useToasts } from '../../../ui/use-toasts';
import { useLocation, useNavigate } from 'react-router-dom';
import { messagePagePath } from '../../../contracts/page-paths';
import { getErrorMessage, useAddContactMutation, useCurrentUser } from '@freelane/shared';

/**
 * Connect with a freelancer (Find Talent, Recommended Talent): adds them to the caller's contacts,
 * then opens the conversation. Visitors are sent to log in first and come back here afterwards.
 */
export function useConnect() {
  const currentUser = useCurrentUser();
  const [addContact, { isLoading, originalArgs }] = useAddContactMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useToasts();

  const connect = async (userId: string) => {
    if (!currentUser) {
      navigate(`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    try {
      const result = await addContact(userId).unwrap();
      message.success(result.message);
      navigate(messagePagePath(userId));
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return { connect, connectingId: isLoading ? originalArgs : undefined, currentUserId: currentUser?._id };
}
