import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { verificationEmail } from '../mail/verification-email';
import mailPlugin from './mail';

const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'freelane-mail-')), 'outbox');
after(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file a person can open, with the link in it', async () => {
    const app = Fastify({ logger: false });
    await app.register(mailPlugin, { from: 'Freelane <no-reply@freelane.local>', smtpUrl: undefined, outboxDir });
    await app.ready();
    const link = 'http://localhost:8080/api/v1/user/verify-email?token=abc_DEF-123';
    await app.mailer.send(verificationEmail('new.person@example.test', 'New <Person>', link));
    await app.close();

    const files = readdirSync(outboxDir);
    assert.equal(files.length, 1);
    assert.match(files[0], /\.eml$/);
    // Quoted-printable: undo soft line breaks and the escaped '=' the way a mail client does.
    const eml = readFileSync(path.join(outboxDir, files[0]), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.match(eml, /^To: new\.person@example\.test$/m);
    assert.match(eml, /^Subject: Verify your Freelane e-mail address$/m);
    assert.ok(eml.includes(link), 'the plain-text part carries the link');
    assert.ok(eml.includes('New &#60;Person&#62;'), 'names are escaped in the HTML part');
  });
});
