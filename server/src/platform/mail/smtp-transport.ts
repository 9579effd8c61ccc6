import nodemailer from 'nodemailer';

/** What the mail job needs from a mail server connection (nodemailer's transporter). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
  }): Promise<unknown>;
  close(): void;
}

/**
 * SMTP through nodemailer from a URL such as smtp://user:pass@host:587 (STARTTLS when the server
 * offers it) or smtps://…:465. The timeouts bound one attempt well inside the job's lease
 * (deliver-outbox-message.ts), so a silent server cannot hold a message forever.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
