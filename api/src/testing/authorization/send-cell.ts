import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { multipart } from '../multipart';
import type { Actor, AuthorizationCase, World } from './world';

/**
 * Sends one cell of the authorization matrix: `actor`'s valid request for the route `key`
 * (`METHOD /api/v1/...`), built by its table entry in `world`, as the browser would send it. Shared
 * by every test that walks the route table (authorization, Cache-Control).
 */
export async function sendCell(
  world: World,
  key: string,
  entry: AuthorizationCase,
  actor: Actor,
): Promise<LightMyRequestResponse> {
  const [method] = key.split(' ');
  const agent = await world.agentFor(actor);
  const built = await entry.request(world, actor);
  const request = typeof built === 'string' ? { url: built } : built;
  if (request.signsInAs) agent.alsoOwn.add(world.people[request.signsInAs].email);
  if (request.signsInAsEmail) agent.alsoOwn.add(request.signsInAsEmail);
  for (const [name, value] of Object.entries(request.cookies ?? {})) agent.cookies.set(name, value);
  const form = request.files ? multipart(request.files.parts, request.files.fields) : undefined;
  const response = await agent.request({
    method: method as 'GET',
    url: request.url,
    payload: form ? form.payload : (request.body as object | undefined),
    // As axios sends it: the CSRF header on every request, GET included.
    headers: { 'X-XSRF-TOKEN': agent.cookies.get('XSRF-TOKEN') ?? '', ...form?.headers, ...request.headers },
  });
  assert.ok(response.statusCode < 500, `${key} as ${actor} → ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}
