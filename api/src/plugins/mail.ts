import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import { randomToken } from '../lib/tokens';
import type { MailMessage } from '../mail/mail-message';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  from: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Replaces SMTP/outbox (tests capture messages in memory). */
  transport?: Transport;
}

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  let mailer: Mailer;
  if (options.transport || options.smtpUrl) {
    const transporter: Transporter = options.transport
      ? nodemailer.createTransport(options.transport)
      : nodemailer.createTransport(options.smtpUrl);
    mailer = {
      async send({ to, subject, text, html }) {
        await transporter.sendMail({ from: options.from, to, subject, text, html });
      },
    };
    app.addHook('onClose', async () => transporter.close());
  } else {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    mailer = {
      async send({ to, subject, text, html, links }) {
        const info = await transporter.sendMail({ from: options.from, to, subject, text, html });
        await mkdir(options.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(options.outboxDir, `${stamp}-${randomToken(4)}.eml`);
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        app.log.info({ file, subject, links }, 'mail written to the outbox (set SMTP_URL to send real mail)');
      },
    };
  }
  app.decorate('mailer', mailer);
}

export default fp(mailPlugin, { name: 'mail' });
