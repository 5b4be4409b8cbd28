import { devRoutesFor, type PageFiles } from '@freelane/shared/dev';

/**
 * This area's routes as the shell declares them (the route table, @freelane/shared/pages), for
 * running it on its own (sign in through the API first): every page file, matched to its route by
 * name.
 */
export const DEV_ROUTES = devRoutesFor(
  'mf_hiring_assistant',
  import.meta.glob(['../pages/*.tsx', '!../pages/*.test.tsx'], { eager: true }) as PageFiles,
);
