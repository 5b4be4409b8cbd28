import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, messagePagePath, useAddContactMutation } from '@freelane/shared';

/** Connect: adds the freelancer to the client's contacts, then opens the conversation with them. */
export function useConnect() {
  const [addContact, { isLoading, originalArgs }] = useAddContactMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const connect = async (userId: string) => {
    try {
      const result = await addContact(userId).unwrap();
      message.success(result.message);
      navigate(messagePagePath(userId));
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return { connect, connectingId: isLoading ? originalArgs : undefined };
}
