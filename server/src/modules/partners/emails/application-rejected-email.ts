import { emailDocument, greetingFor, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

export interface RejectedApplicationOnEmail {
  companyName: string;
  legalRepresentative: string;
  reason: string;
}

/**
 * To the applicant when staff reject a partner application: the reason, and how to apply again.
 * `supportEmail` is the operator's, from its business details (ADR 0055); '' while none is set.
 */
export function applicationRejectedEmail(application: RejectedApplicationOnEmail, supportEmail: string): EmailContent {
  const subject = `Your Vozimo partner application for ${application.companyName}`;
  const greeting = greetingFor(application.legalRepresentative.split(/\s+/)[0] ?? '');
  const intro = `Thank you for applying to become a Vozimo partner with ${application.companyName}. We cannot approve the application as it is, for this reason:`;
  const next = `You are welcome to apply again at any time with the details corrected.${supportEmail ? ` Questions: ${supportEmail}.` : ''}`;
  const text = [greeting, '', intro, '', application.reason, '', next, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${intro}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #ced4da;white-space:pre-wrap">${application.reason}</blockquote>
<p>${next}</p>`;
  return { subject, text, html: emailDocument(subject, body) };
}
