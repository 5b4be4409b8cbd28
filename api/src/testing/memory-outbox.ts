import type { SentMessageInfo, Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The extra headers the mail was sent with (List-Unsubscribe…), by lower-case name. */
  headers?: Record<string, string>;
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
        headers: Object.fromEntries(
          Object.entries((data.headers ?? {}) as Record<string, unknown>).map(([name, value]) => [
            name.toLowerCase(),
            String(value),
          ]),
        ),
      });
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `memory-${this.messages.length}` });
    },
  };

  to(email: string): CapturedMail[] {
    return this.messages.filter((message) => message.to === email);
  }

  /** Waits (briefly) until `count` messages went to `email`: some mail is sent after the reply. */
  async waitFor(email: string, count = 1, timeoutMs = 5000): Promise<CapturedMail> {
    const started = Date.now();
    while (this.to(email).length < count) {
      if (Date.now() - started > timeoutMs) throw new Error(`no mail #${count} for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.to(email)[count - 1];
  }

  /** The token of the newest password reset link sent to `email`. */
  resetToken(email: string): string {
    const mail = this.to(email).at(-1);
    const match = mail?.text.match(/recover-password\/([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no reset mail for ${email}`);
    return match[1];
  }

  /** The token of the newest verification link sent to `email`. */
  verificationToken(email: string): string {
    const mail = this.to(email).at(-1);
    const match = mail?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no verification mail for ${email}`);
    return match[1];
  }
}
