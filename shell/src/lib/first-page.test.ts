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

describe("the first page's parts, fetched with the page (issue 39: a second round trip)", () => {
  const conversation = 'http://x/remotes/mf-messaging/1/static/js/async/part_Message_userId.0123abcd.js';

  it("starts the parts' files before the page's module has arrived, for the page and the query shown", async () => {
    const page = deferred();
    const load = jest.fn(async () => {
      await page.promise;
      return { default: Page };
    });
    const preloadParts = jest.fn(async () => undefined);

    const preloading = preloadRoutePage({ pathname: '/message', search: '?userId=abc' }, load, preloadParts);

    expect(preloadParts).toHaveBeenCalledTimes(1);
    const [target, keep] = preloadParts.mock.calls[0] as unknown as [object, (file: string) => boolean];
    expect(target).toMatchObject({ remote: 'mf_messaging', module: './Message' });
    expect(keep(conversation)).toBe(true);
    expect(keep(conversation.replace('.js', '.css'))).toBe(true);
    expect(keep('http://x/static/js/async/__federation_expose_Message.0123abcd.js')).toBe(false);
    expect(keep('http://x/static/js/async/part_Notification_userId.0123abcd.js')).toBe(false);
    page.resolve();
    await preloading;
  });

  it('fetches no part for an address without a query, and a failed fetch leaves the page loading', async () => {
    const preloadParts = jest.fn(async () => undefined);
    await preloadRoutePage({ pathname: '/message', search: '' }, async () => ({ default: Page }), preloadParts);
    expect(preloadParts).not.toHaveBeenCalled();

    const failing = jest.fn(() => Promise.reject(new Error('no manifest')));
    await preloadRoutePage({ pathname: '/proposals', search: '?tab=received' }, async () => ({ default: Page }), failing);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(preloadedPage('mf_jobs/Proposals')?.default).toBe(Page);
  });
});
