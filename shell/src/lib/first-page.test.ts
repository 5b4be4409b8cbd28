import { RemoteUnavailableError } from '../mf/fallback-registry';
import { preloadedPage, preloadRoutePage } from './first-page';
import { loadPageModule, type PageLocation } from './load-page-module';

function Page() {
  return null;
}

/** A promise with its resolve function, to hold a load open. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the first page's optional preloadFor", () => {
  afterEach(() => jest.useRealTimers());

  it('is awaited with the location after the page loads, before preloading ends', async () => {
    const part = deferred();
    const preloadFor = jest.fn((_location: PageLocation) => part.promise);
    const load = jest.fn(async () => ({ default: Page, preloadFor }));
    let finished = false;

    const preloading = preloadRoutePage({ pathname: '/message', search: '?userId=abc' }, load).then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(load).toHaveBeenCalledWith('mf_messaging/Message');
    expect(preloadFor).toHaveBeenCalledWith({ pathname: '/message', search: '?userId=abc' });
    expect(finished).toBe(false);
    part.resolve();
    await preloading;
    expect(finished).toBe(true);
    expect(preloadedPage('mf_messaging/Message')?.default).toBe(Page);
  });

  it('keeps the loaded page when preloadFor fails or returns nothing', async () => {
    await preloadRoutePage({ pathname: '/notification', search: '' }, async () => ({
      default: Page,
      preloadFor: () => Promise.reject(new Error('chunk failed')),
    }));
    expect(preloadedPage('mf_messaging/Notification')?.default).toBe(Page);

    const nothing = jest.fn(() => undefined);
    await preloadRoutePage({ pathname: '/blog', search: '' }, async () => ({ default: Page, preloadFor: nothing }));
    expect(nothing).toHaveBeenCalledTimes(1);
    expect(preloadedPage('mf_public/BlogList')?.default).toBe(Page);
  });

  it('does not hold the first render past the time limit', async () => {
    jest.useFakeTimers();
    let finished = false;
    const preloading = preloadRoutePage({ pathname: '/message', search: '?userId=abc' }, async () => ({
      default: Page,
      preloadFor: () => new Promise(() => undefined),
    })).then(() => {
      finished = true;
    });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(finished).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await preloading;
    expect(finished).toBe(true);
  });

  it('makes a module whose preloadFor is not a function unavailable, like any other non-page', async () => {
    await expect(
      loadPageModule(async () => ({ default: Page, preloadFor: 'soon' }), 'mf_messaging/Message'),
    ).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadPageModule(async () => ({ default: Page }), 'mf_messaging/Message')).resolves.toEqual({
      default: Page,
    });
  });
});
