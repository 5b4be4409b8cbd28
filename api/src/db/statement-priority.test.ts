import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { changesGoAhead, isAhead } from './statement-priority';

describe("a request's statements ahead of the others waiting for the embedded database", () => {
  it('puts those of a request that changes something ahead, through its hooks and its handler until it answers, and no others', async () => {
    const fastify = Fastify();
    fastify.addHook('onRequest', changesGoAhead);
    const seen: Record<string, { hook: boolean; handler: boolean }> = {};
    let hook = false;
    fastify.addHook('preHandler', async () => {
      await Promise.resolve();
      hook = isAhead();
    });
    fastify.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/thing',
      handler: async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen[request.method] = { hook, handler: isAhead() };
        if (request.method === 'POST') left = new Promise((resolve) => setTimeout(() => resolve(isAhead()), 20));
        return {};
      },
    });
    let left: Promise<boolean> | undefined;
    // A state-changing GET (Accept Work's link and the like) is a write route too.
    fastify.get('/accept', { config: { csrf: true } }, async () => ({ ahead: isAhead() }));
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      await fastify.inject({ method, url: '/thing' });
    }
    assert.deepEqual((await fastify.inject({ url: '/accept' })).json(), { ahead: true });
    assert.equal(await left, false, 'what a request left running after its answer waits its turn');
    await fastify.close();
    const ahead = (value: boolean) => ({ hook: value, handler: value });
    assert.deepEqual(seen, {
      GET: ahead(false),
      HEAD: ahead(false),
      POST: ahead(true),
      PUT: ahead(true),
      PATCH: ahead(true),
      DELETE: ahead(true),
      OPTIONS: ahead(false),
    });
    assert.equal(isAhead(), false, 'nothing outside a request');
  });
});
