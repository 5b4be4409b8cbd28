import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { decodeMessage, messagesTo } from './outbox.mjs';

const message = (to, link) =>
  [
    `To: ${to}`,
    'Subject: Reset your password',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    `Open=20the=20link:=20${link.slice(0, 30)}=`,
    `${link.slice(30)}`,
    '--b',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(`<a href="${link}">Choose a new password</a>`).toString('base64'),
    '--b--',
  ].join('\n');

describe('the outbox as an inbox', () => {
  it('decodes quoted-printable (soft line breaks included) and base64 parts', () => {
    const link = 'http://127.0.0.1:8080/recover-password/abcdefghijklmnopqrstuvwxyz0123456789';
    const text = decodeMessage(message('tom@clients.freelane.test', link));
    assert.ok(text.includes(`Open the link: ${link}`), text);
    assert.ok(text.includes(`<a href="${link}">Choose a new password</a>`), text);
  });

  it('lists the messages to one address, oldest first, and none before the folder exists', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    try {
      assert.deepEqual(await messagesTo(path.join(dir, 'not-yet'), 'tom@clients.freelane.test'), []);
      await writeFile(
        path.join(dir, '1-a.eml'),
        message('Tom <tom@clients.freelane.test>', 'http://x/recover-password/first'),
      );
      await writeFile(
        path.join(dir, '2-b.eml'),
        message('priya@clients.freelane.test', 'http://x/recover-password/other'),
      );
      await writeFile(
        path.join(dir, '3-c.eml'),
        message('tom@clients.freelane.test', 'http://x/recover-password/second'),
      );
      await writeFile(path.join(dir, 'notes.txt'), 'not a message');
      const toTom = await messagesTo(dir, 'TOM@clients.freelane.test');
      assert.equal(toTom.length, 2);
      assert.match(toTom[0], /recover-password\/first/);
      assert.match(toTom[1], /recover-password\/second/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
