// Reads the mail the server wrote to its outbox (.eml files; no SMTP_URL in the e2e setup), the
// way a user reads their inbox: the newest message to an address that carries the wanted link.
import { expect } from '@playwright/test';
import { messagesTo } from '../../scripts/lib/outbox.mjs';

function outboxDir(): string {
  const dir = process.env.E2E_MAIL_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_MAIL_OUTBOX_DIR is not set: run the specs through the e2e global setup');
  return dir;
}

/**
 * Waits until a message to `address` holds a link matching `pattern` and returns the newest such
 * link. `after` skips links already seen (e.g. the first reset link when a second is expected).
 */
export async function waitForMailedLink(address: string, pattern: RegExp, after: string[] = []): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await messagesTo(outboxDir(), address)).flatMap((text) => [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match[0]));
        link = links.filter((candidate) => !after.includes(candidate)).at(-1);
        return link;
      },
      { message: `a mail to ${address} with a link like ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

export const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/api\/v1\/user\/verify-email\?token=[A-Za-z0-9_%-]+/;
export const RESET_LINK = /https?:\/\/[^\s"<>]+\/recover-password\/[A-Za-z0-9_-]+/;
