import type { ReactElement } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SocketContext, type AppStore } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { renderPage } from '@freelane/shared/testing';
import { FakeSocket } from './fake-socket';

interface RenderChatOptions {
  route?: string;
  signedInAs: CurrentUser;
  socket?: FakeSocket;
  /** A store already holding answers (as the server's data seeds it on a cold load). */
  store?: AppStore;
}

/** A chat screen as the shell hosts it, signed in, with a socket the test drives. */
export function renderChat(
  ui: ReactElement,
  { route = '/message', signedInAs, socket = new FakeSocket(), store }: RenderChatOptions,
) {
  const result = renderPage(<SocketContext.Provider value={socket.asSocket()}>{ui}</SocketContext.Provider>, {
    route,
    signedInAs,
    store,
  });
  // The pointer-events check reads computed styles up the whole tree on every click, which is very
  // slow over antd's injected styles in jsdom; nothing in the chat disables clicks by CSS alone.
  const user = userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...result, socket, user };
}
