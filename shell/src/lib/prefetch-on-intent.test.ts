import { FALLBACK_MARKER } from '../mf/fallback-plugin';
import { preloadedPage } from './first-page';
import { prefetchOnIntent } from './prefetch-on-intent';

function Page() {
  return null;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = href;
  anchor.append(label);
  document.body.append(anchor);
  return { anchor, label };
}

describe('prefetching the page a link leads to', () => {
  let stop: () => void;
  const load = jest.fn(async () => ({ default: Page }));

  beforeEach(() => {
    load.mockClear();
    stop = prefetchOnIntent(load);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it("loads the linked page's module when a link is pointed at, focused or touched, once per address", async () => {
    const { label } = link('/about');
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledWith('mf_public/About');

    label.dispatchEvent(new Event('focusin', { bubbles: true }));
    label.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    link('/message?userId=abc').anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenLastCalledWith('mf_messaging/Message');
  });

  it('ignores other sites, downloads, new tabs, the current page and what is not a link', async () => {
    link('https://elsewhere.example/about').anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/about', { download: '' }).anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/about', { target: '_blank' }).anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link(window.location.pathname).anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("does not keep a down area's fallback, so the click after it is back loads the page", async () => {
    load.mockImplementationOnce(async () => ({ default: Page, [FALLBACK_MARKER]: { remoteId: 'mf_public', error: new Error('down') } }));
    link('/blog').anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledWith('mf_public/BlogList');
    expect(preloadedPage('mf_public/BlogList')).toBeUndefined();
  });

  it('stops listening when stopped', async () => {
    stop();
    link('/about').anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});
