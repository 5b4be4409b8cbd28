// The mail a server wrote to its outbox (.eml files in DATA_DIR/outbox, or MAIL_OUTBOX_DIR, when it
// has no SMTP_URL), read the way a person reads their inbox: used by the e2e suite (the links a
// test follows) and by the bench (the recovery page's reset link).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The decoded text of a message: headers, then each part with its transfer encoding undone. */
export function decodeMessage(raw) {
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
          .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(text, 'latin1').toString('utf8')}`;
      }
      return chunk;
    })
    .join('\n');
}

/**
 * The decoded messages to `address` in `outboxDir`, oldest first (the files are named in the order
 * they were written); none while the folder does not exist yet.
 * @param {string} outboxDir
 * @param {string} address
 * @returns {Promise<string[]>}
 */
export async function messagesTo(outboxDir, address) {
  let files;
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const messages = [];
  for (const file of files) {
    const text = decodeMessage(await readFile(path.join(outboxDir, file), 'utf8'));
    const to = /^To:\s*(.+)$/im.exec(text)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) messages.push(text);
  }
  return messages;
}
