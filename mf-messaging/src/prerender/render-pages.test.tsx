/**
 * @jest-environment node
 */
// In Node, as on the server: no window, so a page touching it while rendering fails here.
import { ROUTE_TABLE, type RouteEntry } from '@freelane/shared/pages';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import { buildPerson } from '../testing/builders';
import { FakeChatServer } from '../testing/fake-chat-server';
import { NOT_RENDERED, renderPage, renderPages } from './render-pages';

// The area's server renderer (issue 39): every page of mf-messaging is for a signed-in person and
// is rendered per request with their data, the URL's query string and the lazy part it opens included.
startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({
  fullName: 'Ben Okafor',
  role: 'freelancer',
  profile: { profilePhoto: null, professionalTitle: 'Web developer' },
});
const asClara = { apiOrigin: 'http://127.0.0.1:4100', user: clara, headers: {} };

describe('mf-messaging server renderer', () => {
  it('renders per request every signed-in page of the route table, but those NOT_RENDERED', () => {
    const signedIn = (ROUTE_TABLE as readonly RouteEntry[])
      .filter((route) => route.remote === 'mf_messaging' && !['public', 'guest'].includes(route.access))
      .map((route) => route.module)
      .filter((module) => !(module in NOT_RENDERED));
    const pages = renderPages();
    expect(Object.keys(pages).sort()).toEqual(signedIn.sort());
    expect(Object.values(pages).every((page) => page.live && page.signedIn)).toBe(true);
    expect(signedIn).toEqual(expect.arrayContaining(['./Message', './Notification']));
  });

  it('renders the conversation of ?userId= with its messages, not its loading state (its preloadFor ran)', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    const page = await renderPage('./Message', `/message?userId=${ben._id}`, asClara);
    expect(page?.html).toContain('aria-label="Conversation with Ben Okafor"');
    expect(page?.html).not.toContain('Loading conversation');
    expect(chat.requestsTo(`/message/getMessage/${ben._id}`, 'GET')).toHaveLength(1);
  });

  it('reads the query string: a malformed ?userId= says the link is not valid', async () => {
    new FakeChatServer(clara).addPerson(ben);
    const page = await renderPage('./Message', '/message?userId=not-an-id', asClara);
    expect(page?.html).toContain('This conversation link is not valid');
  });
});
