import type { SentMessageInfo, Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A nodemailer transport that keeps messages in memory, for tests. */
export class MemoryOutbox {
  readonly messages: CapturedMail[] = [];

  readonly transport: Transport<SentMessageInfo> = {
    name: 'memory',
    version: '1',
    send: (mail: MailMessage<SentMessageInfo>, callback: (err: Error | null, info: SentMessageInfo) => void) => {
      const data = mail.data;
      this.messages.push({
        to: String(data.to),
        subject: String(data.subject),
        text: String(data.text),
        html: String(data.html),
      });
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `memory-${this.messages.length}` });
    },
  };

  to(email: string): CapturedMail[] {
    return this.messages.filter((message) => message.to === email);
  }

  /** The token of the newest verification link sent to `email`. */
  verificationToken(email: string): string {
    const mail = this.to(email).at(-1);
    const match = mail?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no verification mail for ${email}`);
    return match[1];
  }
}
