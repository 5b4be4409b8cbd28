import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from './logger-options';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the password-reset token in the page path', () => {
    assert.equal(redactUrl('/recover-password/AbC_123-xyz'), '/recover-password/[redacted]');
    assert.equal(redactUrl('/recover-password/AbC_123?utm=mail'), '/recover-password/[redacted]?utm=mail');
  });

  it('hides token, code and state query values wherever they appear', () => {
    assert.equal(
      redactUrl('/api/v1/user/verify-email?token=secret-1&next=%2F'),
      '/api/v1/user/verify-email?token=[redacted]&next=%2F',
    );
    assert.equal(
      redactUrl('/api/v1/auth/google/callback?state=s3cr3t&code=4%2F0Ab&scope=email'),
      '/api/v1/auth/google/callback?state=[redacted]&code=[redacted]&scope=email',
    );
    assert.equal(redactUrl('/x?TOKEN=a'), '/x?TOKEN=[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    assert.equal(redactUrl('/api/v1/job/getAllJobs?search=token&page=2'), '/api/v1/job/getAllJobs?search=token&page=2');
    assert.equal(redactUrl('/recover-password'), '/recover-password');
  });
});

describe('the server logger', () => {
  it('logs a reset-page request and a verification request without their tokens', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const options = loggerOptions({ logLevel: 'info' });
    const server = Fastify({ logger: { ...(options as object), stream } });
    server.get('/recover-password/:token', async () => 'page');
    server.get('/api/v1/user/verify-email', async () => 'ok');
    const resetToken = 'Reset_Token_0123456789abcdefghijklmnopqrstuv';
    const verifyToken = 'Verify_Token_0123456789abcdefghijklmnopqrs';
    await server.inject({ method: 'GET', url: `/recover-password/${resetToken}` });
    await server.inject({ method: 'GET', url: `/api/v1/user/verify-email?token=${verifyToken}` });
    await server.close();
    const log = lines.join('\n');
    assert.match(log, /\/recover-password\/\[redacted\]/);
    assert.match(log, /verify-email\?token=\[redacted\]/);
    assert.doesNotMatch(log, new RegExp(`${resetToken}|${verifyToken}`));
  });
});
