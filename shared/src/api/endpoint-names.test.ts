import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every app injects its endpoints into the one `baseApi`, and RTK Query keeps whichever definition
 * of a name is injected first (it only warns in development): two remotes defining `addContact`
 * would each get the other's behaviour depending on which loaded first. So an endpoint used by more
 * than one app lives once, in @freelane/shared, and a name defined twice fails here.
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shared', 'shell', 'mf-public', 'mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'];
const ENDPOINT =
  /^\s*([A-Za-z0-9_]+):\s*(?:build\.(?:query|mutation|infiniteQuery)\b|(?:queryOf|mutationOf)\(build\b)/gm;
/** An endpoint derived from its definition (issue 35): `getJobReviews: queryOf(build, reviewEndpoints.getJobReviews`. */
const DERIVED = /^\s*([A-Za-z0-9_]+):\s*(?:queryOf|mutationOf)\(\s*build,\s*[A-Za-z0-9_]+Endpoints\.([A-Za-z0-9_]+)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function endpointDefinitions(): Map<string, string[]> {
  const definedIn = new Map<string, string[]>();
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(REPO_ROOT, app, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(ENDPOINT)) {
        const name = match[1] as string;
        definedIn.set(name, [...(definedIn.get(name) ?? []), path.relative(REPO_ROOT, file)]);
      }
    }
  }
  return definedIn;
}

describe('RTK Query endpoint names', () => {
  it('are each defined once across the shell, the shared package and every remote', () => {
    const definitions = endpointDefinitions();
    // The scan must keep finding the endpoints (a hundred or so today).
    expect(definitions.size).toBeGreaterThan(80);
    const duplicates = [...definitions]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(duplicates).toEqual([]);
  });

  it('are their definitions’ names where they are derived from one (hook, operationId and handler agree)', () => {
    const misnamed: string[] = [];
    let derived = 0;
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(REPO_ROOT, app, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(DERIVED)) {
          derived += 1;
          if (match[1] !== match[2]) misnamed.push(`${match[1]} is ${match[2]} (${path.relative(REPO_ROOT, file)})`);
        }
      }
    }
    expect(derived).toBeGreaterThan(10);
    expect(misnamed).toEqual([]);
  });
});
