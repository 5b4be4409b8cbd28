import type { FastifyRequest } from 'fastify';
import type { Role } from '@freelane/shared/contracts';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { requireUser } from '../../plugins/auth';

/** The error code of a call only one role may make (written out: docs/api.md lists every code). */
const ROLE_ONLY: Record<Role, string> = { client: 'CLIENT_ONLY', freelancer: 'FREELANCER_ONLY', admin: 'ADMIN_ONLY' };

/** Authorize step for a role-only call: 401 signed out, 403 with a message naming who may. */
export async function requireJobRole(request: FastifyRequest, role: Role, message: string): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== role) throw forbidden(message, ROLE_ONLY[role]);
  return user;
}
