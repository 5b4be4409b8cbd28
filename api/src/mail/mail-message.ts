/** One e-mail as the builders in this folder make it and the mailer (plugins/mail.ts) sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when mail goes to the outbox, so a fresh machine can follow them. */
  links: string[];
  /** Extra headers, e.g. a job alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}
