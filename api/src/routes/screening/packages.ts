import type { screeningEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { conflict, notFound } from '../../errors';
import { paginationOf } from '../../lib/pagination';
import { presentScreeningPackage } from '../../presenters/screening';

// Custom Screening Packages: a client's named combinations of the six tools, to attach to any of
// its jobs. Each client sees and changes only its own (anyone else's is a 404, like a missing one).
// A freelancer's 403 names who may (CLIENT_ONLY): the definitions' own refusal.

const PACKAGE_NOT_FOUND = 'This screening package does not exist.';
const nameTaken = (name: string) => conflict(`You already have a package named "${name}".`, 'PACKAGE_NAME_TAKEN');

/** GET /screening/packages: the client's own packages, newest first. */
export const getScreeningPackages: Handler<typeof screeningEndpoints.getScreeningPackages> = async ({
  app,
  user,
  query,
}) => {
  const { rows, total } = await app.repos.screening.listPackages(user.id, query);
  return {
    success: true as const,
    packages: rows.map(presentScreeningPackage),
    pagination: paginationOf(query, total),
  };
};

/** POST /screening/packages: a new package (201). */
export const createScreeningPackage: Handler<typeof screeningEndpoints.createScreeningPackage> = async ({
  app,
  user,
  body,
}) => {
  const { name, criteria } = body;
  const saved = await app.repos.screening.createPackage(user.id, name, criteria, app.clock.now());
  if (!saved) throw nameTaken(name);
  return { success: true as const, message: `Package "${name}" saved.`, package: presentScreeningPackage(saved) };
};

/** PUT /screening/packages/{packageId}: an edit; the jobs it was applied to keep their copy. */
export const updateScreeningPackage: Handler<typeof screeningEndpoints.updateScreeningPackage> = async ({
  app,
  user,
  params,
  body,
}) => {
  const { name, criteria } = body;
  const saved = await app.repos.screening.updatePackage(user.id, params.packageId, name, criteria, app.clock.now());
  if (saved === undefined) throw notFound(PACKAGE_NOT_FOUND, 'PACKAGE_NOT_FOUND');
  if (saved === null) throw nameTaken(name);
  return {
    success: true as const,
    message: `Package "${name}" updated. Jobs it was applied to keep the criteria they were given.`,
    package: presentScreeningPackage(saved),
  };
};

/** DELETE /screening/packages/{packageId}. */
export const deleteScreeningPackage: Handler<typeof screeningEndpoints.deleteScreeningPackage> = async ({
  app,
  user,
  params,
}) => {
  if (!(await app.repos.screening.deletePackage(user.id, params.packageId)))
    throw notFound(PACKAGE_NOT_FOUND, 'PACKAGE_NOT_FOUND');
  return { success: true as const, message: 'Package deleted. Jobs it was applied to keep their criteria.' };
};
