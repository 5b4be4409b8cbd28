import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertNoSecrets } from './agent';
import { MemoryOutbox } from './memory-outbox';
import type { TestContext } from './test-app';

// The leak check guards every API test, so it must itself be able to fail.
const ctx = { outbox: new MemoryOutbox(), secrets: new Set(['s3ss10n-id']), emails: new Set(['ann@example.test']) };
const check = (body: string, own: string | null = null) =>
  assertNoSecrets(ctx as unknown as TestContext, { statusCode: 200, body } as LightMyRequestResponse, [own]);

describe('leak check used by every API test', () => {
  it('catches a password hash, a known secret, a mailed token and another user e-mail', () => {
    assert.throws(() => check('{"hash":"$argon2id$v=19$m=19456"}'), /password hash leaked/);
    assert.throws(() => check('{"sid":"s3ss10n-id"}'), /secret leaked/);
    ctx.outbox.messages.push({ to: 'x', subject: 's', text: 'verify-email?token=Tok3n_from_mail', html: '' });
    assert.throws(() => check('{"t":"Tok3n_from_mail"}'), /secret leaked/);
    ctx.outbox.messages.push({ to: 'x', subject: 's', text: 'http://h/recover-password/R3set_from_mail', html: '' });
    assert.throws(() => check('{"t":"R3set_from_mail"}'), /secret leaked/);
    assert.throws(() => check('{"email":"ANN@example.test"}'), /another user's e-mail leaked/);
  });

  it("allows the caller's own e-mail and ordinary bodies", () => {
    check('{"email":"ann@example.test"}', 'ann@example.test');
    check('{"success":true}');
  });
});
