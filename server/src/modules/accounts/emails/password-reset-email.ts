import { PASSWORD_RESET_VALID_MINUTES } from '@vozimo/contract';
import { emailDocument, greetingFor, tripLinkButton, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

/** "Forgot password": the single-use link to set a new password, naming the account it is for. */
export function passwordResetEmail(user: { firstName: string; username: string }, link: string): EmailContent {
  const subject = 'Set a new Vozimo password';
  const greeting = greetingFor(user.firstName);
  const intro = `somebody, hopefully you, asked to set a new password for the Vozimo account ${user.username}.`;
  const validity = `The link below works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. Setting a new password signs the account out everywhere else.`;
  const ignore = 'If you did not ask, ignore this e-mail: your password stays as it is.';
  const text = [greeting, '', intro, validity, '', link, '', ignore, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${intro}</p>
<p>${validity}</p>
${tripLinkButton(link, 'Set a new password')}
<p style="font-size:13px;color:#495057">${ignore}</p>`;
  return { subject, text, html: emailDocument(subject, body) };
}
