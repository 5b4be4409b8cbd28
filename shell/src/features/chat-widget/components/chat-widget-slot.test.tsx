import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import { screen } from '@testing-library/react';
import { RemoteLoaderContext, type RemoteLoader } from '../../../lib/remote-loader-context';
import { ChatWidgetSlot } from './chat-widget-slot';

function renderSlot(loader: RemoteLoader, signedIn: boolean) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <p>Page content</p>
      <ChatWidgetSlot />
    </RemoteLoaderContext.Provider>,
    { preloadedState: { auth: { user: signedIn ? buildCurrentUser() : null } } },
  );
}

const widgetLoader = (load: RemoteLoader['load']): RemoteLoader => ({ load, reload: async () => undefined });

describe('chat widget slot', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the messaging widget while signed in', async () => {
    const load = jest.fn(async () => ({ default: () => <button type="button">Messages</button> }));
    renderSlot(widgetLoader(load), true);
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_messaging/ChatWidget');
  });

  it('renders nothing for a visitor', () => {
    const load = jest.fn();
    renderSlot(widgetLoader(load), false);
    expect(load).not.toHaveBeenCalled();
  });

  it('renders nothing, and leaves the page alone, when the widget fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async () => {
      throw new Error('mf_messaging is down');
    });
    renderSlot(widgetLoader(load), true);
    await screen.findByText('Page content');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByText('This part of Freelane is unavailable right now')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });
});
