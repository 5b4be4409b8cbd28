// Reads the mail the server wrote to its outbox (.eml files; no SMTP_URL in the e2e setup), the
// way a user reads their inbox: the newest message to an address that carries the wanted link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dir = process.env.E2E_MAIL_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_MAIL_OUTBOX_DIR is not set: run the specs through the e2e global setup');
  return dir;
}

/** The decoded text of a message: headers, then each part with its transfer encoding undone. */
export function decodeMessage(raw: string): string {
  const chunks = raw.split(/\n(?=--)/);
  return chunks
    .map((chunk) => {
      const [head, ...rest] = chunk.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const text = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(text, 'latin1').toString('utf8')}`;
      }
      return chunk;
    })
    .join('\n');
}

async function messagesTo(address: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const messages: string[] = [];
  for (const file of files) {
    const text = decodeMessage(await readFile(path.join(outboxDir(), file), 'utf8'));
    const to = /^To:\s*(.+)$/im.exec(text)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) messages.push(text);
  }
  return messages;
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
        const links = (await messagesTo(address)).flatMap((text) => [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match[0]));
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
