import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponse,
  packageIdParams,
  paginationQuery,
  screeningPackageBody,
  screeningPackageResponse,
  screeningPackagesResponse,
} from '@freelane/shared/contracts';
import { conflict, notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { presentScreeningPackage } from '../../presenters/screening';
import { requireJobRole } from '../job/access';
import { paginationOf } from '../../lib/pagination';

const CLIENTS_ONLY = 'Only clients build screening packages.';
const PACKAGE_NOT_FOUND = 'This screening package does not exist.';
const nameTaken = (name: string) => conflict(`You already have a package named "${name}".`, 'PACKAGE_NAME_TAKEN');

/**
 * Custom Screening Packages: a client's named combinations of the six tools, to attach to any of
 * its jobs. Each client sees and changes only its own (anyone else's is a 404, like a missing one).
 */
const packages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packages',
    { schema: { querystring: paginationQuery, response: responses({ 200: screeningPackagesResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', CLIENTS_ONLY);
      const { rows, total } = await app.repos.screening.listPackages(user.id, request.query);
      return {
        success: true as const,
        packages: rows.map(presentScreeningPackage),
        pagination: paginationOf(request.query, total),
      };
    },
  );

  app.post(
    '/packages',
    { config: { changes: [] }, schema: { body: screeningPackageBody, response: responses({ 201: screeningPackageResponse }) } },
    async (request, reply) => {
      const user = await requireJobRole(request, 'client', CLIENTS_ONLY);
      const { name, criteria } = request.body;
      const saved = await app.repos.screening.createPackage(user.id, name, criteria, app.clock.now());
      if (!saved) throw nameTaken(name);
      return reply
        .status(201)
        .send({ success: true as const, message: `Package "${name}" saved.`, package: presentScreeningPackage(saved) });
    },
  );

  app.put(
    '/packages/:packageId',
    { config: { changes: [] },
      schema: {
        params: packageIdParams,
        body: screeningPackageBody,
        response: responses({ 200: screeningPackageResponse }),
      },
    },
    async (request) => {
      const user = await requireJobRole(request, 'client', CLIENTS_ONLY);
      const { name, criteria } = request.body;
      const saved = await app.repos.screening.updatePackage(
        user.id,
        request.params.packageId,
        name,
        criteria,
        app.clock.now(),
      );
      if (saved === undefined) throw notFound(PACKAGE_NOT_FOUND, 'PACKAGE_NOT_FOUND');
      if (saved === null) throw nameTaken(name);
      return {
        success: true as const,
        message: `Package "${name}" updated. Jobs it was applied to keep the criteria they were given.`,
        package: presentScreeningPackage(saved),
      };
    },
  );

  app.delete(
    '/packages/:packageId',
    { config: { changes: [] }, schema: { params: packageIdParams, response: responses({ 200: messageResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', CLIENTS_ONLY);
      if (!(await app.repos.screening.deletePackage(user.id, request.params.packageId)))
        throw notFound(PACKAGE_NOT_FOUND, 'PACKAGE_NOT_FOUND');
      return { success: true as const, message: 'Package deleted. Jobs it was applied to keep their criteria.' };
    },
  );
};

export default packages;
