import { renderWithProviders } from '@freelane/shared/testing';
import { screen } from '@testing-library/react';
import { registerRemoteFallback } from '../app/register-remote-fallback';
import { RemoteLoaderContext, type RemoteLoader } from '../lib/remote-loader-context';
import { createFallbackModule } from '../mf/fallback-plugin';
import { setRemoteFallbackRenderer } from '../mf/fallback-registry';
import { RemotePage } from './remote-page';

function renderPage(loader: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <p>Header still here</p>
      <RemotePage remote="mf_public" module="./BlogList" />
    </RemoteLoaderContext.Provider>,
  );
}

const workingPage = { default: () => <h1>Blog</h1> };

describe('a remote page that fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    setRemoteFallbackRenderer(null);
  });

  it('shows the unavailable panel when the loader throws, and Retry really loads it again', async () => {
    let healthy = false;
    const reload = jest.fn(async () => undefined);
    const { user } = renderPage({
      load: async () => {
        if (!healthy) throw new Error('ChunkLoadError: Loading chunk failed');
        return workingPage;
      },
      reload,
    });

    expect(await screen.findByText('This part of Freelane is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('Header still here')).toBeInTheDocument();

    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledWith('mf_public');
    expect(screen.queryByText('This part of Freelane is unavailable right now')).not.toBeInTheDocument();
  });

  it('keeps the panel when the retry fails too', async () => {
    const { user } = renderPage({
      load: async () => {
        throw new Error('still down');
      },
      reload: async () => undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This part of Freelane is unavailable right now')).toBeInTheDocument();
  });

  it('renders the MF fallback module as the panel, whose Retry loads the real page', async () => {
    registerRemoteFallback();
    let healthy = false;
    const { user } = renderPage({
      load: async (id) => (healthy ? workingPage : createFallbackModule(id, new Error('manifest 503'))),
      reload: async () => undefined,
    });
    expect(await screen.findByText('This part of Freelane is unavailable right now')).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('shows the panel when a page throws while rendering', async () => {
    renderPage({
      load: async () => ({
        default: () => {
          throw new Error('render bug');
        },
      }),
      reload: async () => undefined,
    });
    expect(await screen.findByText('This part of Freelane is unavailable right now')).toBeInTheDocument();
  });
});

describe('a remote page reached in the app', () => {
  it('starts the parts it shows at this address as its code arrives, and shows at once without waiting for them', async () => {
    window.history.pushState({}, '', '/my-project?view=table');
    const preloadFor = jest.fn(() => new Promise<never>(() => {}));
    renderPage({ load: async () => ({ ...workingPage, preloadFor }), reload: async () => undefined });
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(preloadFor).toHaveBeenCalledWith({ pathname: '/my-project', search: '?view=table' });
  });
});
