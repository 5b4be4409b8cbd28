import type { FastifyRequest } from 'fastify';
import type { Role } from '@freelane/shared/contracts';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { requireUser } from '../../plugins/auth';

/** Authorize step for a role-only call: 401 signed out, 403 with a message naming who may. */
export async function requireJobRole(request: FastifyRequest, role: Role, message: string): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== role) throw forbidden(message, `${role.toUpperCase()}_ONLY`);
  return user;
}

export const pageInfo = (query: { page: number; limit: number }, total: number) => ({
  page: query.page,
  limit: query.limit,
  total,
  totalPages: Math.ceil(total / query.limit),
});
