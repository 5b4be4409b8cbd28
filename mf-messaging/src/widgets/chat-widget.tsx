import { useCurrentUser } from '@freelane/shared';
import { useLocation } from 'react-router-dom';
import { ChatWidgetDock } from './chat-widget-dock';
import { withAntd } from '@freelane/shared/ui';

/** The page this widget would duplicate: on /message the widget steps aside. */
const MESSAGES_PATH = '/message';

/**
 * widgets/ holds what this remote exposes besides pages; like a page, a widget composes features.
 *
 * The shell's chat widget (bottom right while signed in): recent conversations and a compact chat
 * without leaving the page. Renders nothing on /message itself, where the full inbox is open.
 */
function ChatWidget() {
  const { pathname } = useLocation();
  const me = useCurrentUser();
  if (!me || pathname === MESSAGES_PATH) return null;
  return <ChatWidgetDock />;
}

export { ChatWidget };

export default withAntd(ChatWidget);
