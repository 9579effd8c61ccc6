import { PASSWORD_RESET_VALID_MINUTES } from '@vozimo/contract';
import { emailDocument, greetingFor, tripLinkButton, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

function setPasswordEmail(subject: string, user: { firstName: string }, paragraphs: string[], link: string, closing: string): EmailContent {
  const greeting = greetingFor(user.firstName);
  const text = [greeting, '', ...paragraphs, '', link, '', closing, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
${paragraphs.map((p) => html`<p>${p}</p>`)}
${tripLinkButton(link, 'Set your password')}
<p style="font-size:13px;color:#495057">${closing}</p>`;
  return { subject, text, html: emailDocument(subject, body) };
}

/** A staff account a colleague created in the back office: the link to choose its first password. */
export function newStaffAccountEmail(user: { firstName: string; username: string }, link: string, validHours: number): EmailContent {
  return setPasswordEmail(
    'Your Vozimo staff account',
    user,
    [
      `a Vozimo staff account with the username ${user.username} was created for you.`,
      `Choose your password with the link below. It works once, for ${validHours} hours; then sign in with your username.`,
    ],
    link,
    'If you did not expect this account, tell us by replying to this e-mail.',
  );
}

/** A set-password link staff sent from the back office (the person asked them, or the account needs a new one). */
export function staffSentPasswordResetEmail(user: { firstName: string; username: string }, link: string): EmailContent {
  return setPasswordEmail(
    'Set a new Vozimo password',
    user,
    [
      `Vozimo staff sent you a link to set a new password for the account ${user.username}.`,
      `It works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. Setting a new password signs the account out everywhere else.`,
    ],
    link,
    'If you did not ask for it, you may ignore this e-mail: your password stays as it is.',
  );
}
