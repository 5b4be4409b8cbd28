import { buildCurrentUser } from '../testing/build-current-user';
import { decideAccess, getLandingPath } from './access';

describe('access rules', () => {
  it('lands each role on its home page', () => {
    expect(getLandingPath({ role: 'freelancer' })).toBe('/freelancersHome');
    expect(getLandingPath({ role: 'client' })).toBe('/client-dashboard');
    expect(getLandingPath({ role: 'admin' })).toBe('/adminPanel');
    expect(getLandingPath({ role: null })).toBe('/select-role');
  });

  it('lets visitors only into public and guest pages', () => {
    expect(decideAccess('public', null)).toBe('allow');
    expect(decideAccess('guest', null)).toBe('allow');
    expect(decideAccess('signedIn', null)).toBe('signIn');
    expect(decideAccess('client', null)).toBe('signIn');
    expect(decideAccess('hiringAssistant', null)).toBe('signIn');
  });

  it('sends signed-in users away from guest pages and checks roles', () => {
    const client = buildCurrentUser({ role: 'client' });
    expect(decideAccess('guest', client)).toBe('landing');
    expect(decideAccess('client', client)).toBe('allow');
    expect(decideAccess('freelancer', client)).toBe('forbidden');
    expect(decideAccess('admin', client)).toBe('forbidden');
    expect(decideAccess('admin', buildCurrentUser({ role: 'admin' }))).toBe('allow');
  });

  it('opens the hiring-assistant dashboard only to accepted hiring assistants', () => {
    expect(decideAccess('hiringAssistant', buildCurrentUser({ hiringAssistantStatus: 'Accepted' }))).toBe('allow');
    expect(decideAccess('hiringAssistant', buildCurrentUser({ hiringAssistantStatus: 'Pending' }))).toBe('forbidden');
  });
});
