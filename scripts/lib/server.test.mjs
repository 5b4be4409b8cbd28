import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort } from './server.mjs';

test('freePort never hands the same port out twice in one process (1,000 plain OS probes repeat ~16 ports)', async () => {
  const ports = [];
  for (let i = 0; i < 1000; i += 1) ports.push(await freePort());
  assert.equal(new Set(ports).size, ports.length);
});
