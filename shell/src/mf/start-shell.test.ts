import { http, HttpResponse } from 'msw';
import { server, setupMswServer } from '../testing/server';
import { fetchRemoteRegistry } from './remote-registry';
import { startShell } from './start-shell';

setupMswServer();

const registry = {
  mf_public: {
    version: '20260101-000000-abcdef12',
    entry: '/remotes/mf-public/20260101-000000-abcdef12/mf-manifest.json',
  },
};

/** The live registry as the server writes it into a page (api/src/frontend/page-html.ts). */
function pageRegistry(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'fl-registry';
  element.textContent = text;
  document.body.append(element);
}

describe('shell start-up with the remote registry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById('fl-registry')?.remove();
  });

  it('registers the live remotes, then boots', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json(registry)));
    const register = jest.fn();
    const bootstrap = jest.fn(async () => undefined);
    await startShell({ register, bootstrap });
    expect(register).toHaveBeenCalledWith(registry);
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('ends the task after registering the remotes, and boots in the next one (issue 39, TBT)', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json(registry)));
    const steps: string[] = [];
    await startShell({
      register: () => steps.push('register'),
      yieldTask: async () => {
        steps.push('yield');
      },
      bootstrap: async () => {
        steps.push('bootstrap');
      },
    });
    expect(steps).toEqual(['register', 'yield', 'bootstrap']);
  });

  it('takes the registry the page came with, once: a later read (Retry) asks the server', async () => {
    const fresh = { ...registry, mf_public: { ...registry.mf_public, version: '20260202-000000-abcdef12' } };
    server.use(http.get('/remotes.json', () => HttpResponse.json(fresh)));
    pageRegistry(JSON.stringify(registry));
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
    await expect(fetchRemoteRegistry()).resolves.toEqual(fresh);
  });

  it('registers the registry the page came with and boots, asking the server for nothing', async () => {
    const requested = jest.fn();
    server.use(
      http.get('/remotes.json', () => {
        requested();
        return new HttpResponse(null, { status: 502 });
      }),
    );
    pageRegistry(JSON.stringify(registry));
    const register = jest.fn();
    const bootstrap = jest.fn(async () => undefined);
    await startShell({ register, bootstrap });
    expect(register).toHaveBeenCalledWith(registry);
    expect(bootstrap).toHaveBeenCalledTimes(1);
    expect(requested).not.toHaveBeenCalled();
    expect(document.getElementById('fl-registry')).toBeNull();
  });

  it.each([
    ['is not JSON', '{"mf_public":'],
    ['is not a registry', JSON.stringify({ mf_public: { version: '' } })],
    ['is empty', ''],
  ])('asks the server when the registry in the page %s', async (_, text) => {
    server.use(http.get('/remotes.json', () => HttpResponse.json(registry)));
    pageRegistry(text);
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
  });

  it('boots without remotes when /remotes.json fails', async () => {
    server.use(http.get('/remotes.json', () => new HttpResponse(null, { status: 502 })));
    const register = jest.fn();
    const bootstrap = jest.fn(async () => undefined);
    await startShell({ register, bootstrap });
    expect(register).not.toHaveBeenCalled();
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('boots without remotes when the network is down', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.error()));
    const register = jest.fn();
    const bootstrap = jest.fn(async () => undefined);
    await startShell({ register, bootstrap });
    expect(register).not.toHaveBeenCalled();
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('boots when registering throws', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json(registry)));
    const bootstrap = jest.fn(async () => undefined);
    await startShell({
      register: () => {
        throw new Error('bad remote');
      },
      bootstrap,
    });
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('rejects a malformed registry', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json({ mf_public: { version: '' } })));
    await expect(fetchRemoteRegistry()).resolves.toBeNull();
  });

  it('gives up on a registry that does not answer in time', async () => {
    server.use(http.get('/remotes.json', () => new Promise<Response>(() => undefined)));
    await expect(fetchRemoteRegistry(50)).resolves.toBeNull();
  });
});
