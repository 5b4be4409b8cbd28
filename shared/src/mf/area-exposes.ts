/**
 * What an area exposes, read from the one list of pages (@freelane/shared/pages): each route of the
 * table the area renders, its unrouted pages and its widgets, each as the file its name says
 * (`./PostJob` → `src/pages/post-job.tsx`, `./ChatWidget` → `src/widgets/chat-widget.tsx`). The
 * build stops, naming the file, when the table lists a page the area does not have; a test
 * (shared/src/pages/exposes.test.ts) fails when an area has a page file the table does not list.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AREAS, type AreaFolder, type ContainerName } from '../contracts/registry';
import { exposesOf, ROUTE_TABLE } from '../pages';

/** The repository's root, where each area's folder is (this file is shared/src/mf/). */
const REPO_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..');

/** The `exposes` of `container`'s federation options (areaFederation). */
export function areaExposes(container: ContainerName): Record<string, string> {
  const folder = (Object.keys(AREAS) as AreaFolder[]).find((name) => AREAS[name] === container);
  if (!folder) throw new Error(`${container} is not an area (shared/src/contracts/registry.ts)`);
  const exposes = exposesOf(container, ROUTE_TABLE);
  for (const [module, file] of Object.entries(exposes)) {
    if (!existsSync(join(REPO_ROOT, folder, file))) {
      throw new Error(
        `${container} exposes ${module} (shared/src/pages), but ${folder}/${file.slice(2)} does not exist: ` +
          'add the file or correct the entry',
      );
    }
  }
  return exposes;
}
