import type { RemoteLoader } from '../lib/remote-loader-context';

/** A loader whose pages are headings naming the module, like an area's placeholder page. */
export function pageLoader(overrides: Partial<RemoteLoader> = {}): RemoteLoader {
  return {
    load: async (id) => ({ default: () => <h1>Page {id}</h1> }),
    reload: async () => undefined,
    ...overrides,
  };
}
