import { useMatch } from 'react-router-dom';
import './footer.css';
import { FullFooter } from './full-footer';
import { MessageFooter } from './message-footer';

export { COPYRIGHT_YEAR } from '../lib/copyright';

/** The full footer everywhere except on the Messages screen, which gets the compact one. */
export function AppFooter() {
  const onMessages = useMatch('/message') !== null;
  return onMessages ? <MessageFooter /> : <FullFooter />;
}
