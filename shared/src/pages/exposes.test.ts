import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AREAS, type AreaFolder } from '../contracts/registry';
import { CHAT_WIDGET, exposedId, exposedModuleOf, exposesOf, fileNameOf, UNROUTED_PAGES } from './exposed-modules';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const REPO_ROOT = path.join(__dirname, '..', '..', '..');
const folders = Object.keys(AREAS) as AreaFolder[];

/** An area's page files (tests aside): what it could expose. */
function pageFiles(folder: AreaFolder): string[] {
  return readdirSync(path.join(REPO_ROOT, folder, 'src', 'pages'))
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => `./src/pages/${name}`)
    .sort();
}

/** Every exposed file that is missing, and every page file nothing exposes, with these routes. */
function disagreements(routes: readonly RouteEntry[]): string[] {
  return folders.flatMap((folder) => {
    const exposes = exposesOf(AREAS[folder], routes);
    const missing = Object.entries(exposes)
      .filter(([, file]) => !existsSync(path.join(REPO_ROOT, folder, file)))
      .map(([module, file]) => `${folder} exposes ${module} but has no ${file}`);
    const exposed = new Set(Object.values(exposes));
    const unlisted = pageFiles(folder)
      .filter((file) => !exposed.has(file))
      .map((file) => `${folder}/${file.slice(2)} is a page no route (shared/src/pages) names`);
    return [...missing, ...unlisted];
  });
}

describe('the one list of pages', () => {
  it("gives each area exactly its page files: every route's file exists and every page file has a route", () => {
    expect(disagreements(ROUTE_TABLE)).toEqual([]);
  });

  it('fails when a page is added to the table without its file, or as a file without its route', () => {
    const withoutFile = [
      ...ROUTE_TABLE,
      { path: '/reports', remote: 'mf_jobs', module: './Reports', access: 'client' } as const,
    ];
    expect(disagreements(withoutFile)).toEqual(['mf-jobs exposes ./Reports but has no ./src/pages/reports.tsx']);
    const withoutRoute = ROUTE_TABLE.filter((entry) => entry.module !== './Earnings');
    expect(disagreements(withoutRoute)).toEqual([
      'mf-jobs/src/pages/earnings.tsx is a page no route (shared/src/pages) names',
    ]);
  });

  it('exposes the chat widget from mf-messaging, with the id the shell loads it by', () => {
    expect(exposesOf('mf_messaging', ROUTE_TABLE)['./ChatWidget']).toBe('./src/widgets/chat-widget.tsx');
    expect(existsSync(path.join(REPO_ROOT, 'mf-messaging', 'src', 'widgets', 'chat-widget.tsx'))).toBe(true);
    expect(CHAT_WIDGET).toBe('mf_messaging/ChatWidget');
    expect(exposedId(exposedModuleOf(CHAT_WIDGET))).toBe(CHAT_WIDGET);
  });

  it('names each exposed module once, in one area', () => {
    const owners = new Map<string, Set<string>>();
    for (const { remote, module } of [...ROUTE_TABLE, ...UNROUTED_PAGES]) {
      owners.set(module, (owners.get(module) ?? new Set()).add(remote));
    }
    expect([...owners].filter(([, remotes]) => remotes.size > 1)).toEqual([]);
  });

  it('spells file names the way the areas name them', () => {
    expect(fileNameOf('./HiringAssistantDashboard')).toBe('hiring-assistant-dashboard');
    expect(fileNameOf('./Home')).toBe('home');
  });
});
