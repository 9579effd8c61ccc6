import { INVITATION_VALID_DAYS, type InvitationRole } from '@vozimo/contract';
import { emailDocument, greetingFor, tripLinkButton, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

export interface InvitationOnEmail {
  role: InvitationRole;
  firstName: string;
  /** The agency or driver company the account joins. */
  organisationName: string;
  inviterName: string;
  /** The account will run the agency (agency admin) or the company (driver admin). */
  grantsAdmin?: boolean;
  /** The first account of a partner whose application staff just approved. */
  approvedApplication?: boolean;
}

/** The invitation link, sent when an invitation is made and again on every resend (each with a new link). */
export function invitationEmail(invitation: InvitationOnEmail, link: string): EmailContent {
  const subject = `${invitation.organisationName} invites you to Vozimo`;
  const greeting = greetingFor(invitation.firstName);
  const what =
    invitation.role === 'agent'
      ? `to book transfers and day trips as an agent of ${invitation.organisationName}`
      : `to see your trips as a driver of ${invitation.organisationName}`;
  const runs =
    invitation.role === 'agent'
      ? `to run ${invitation.organisationName} as its agency admin: book transfers and day trips, invite its agents and see all its trips`
      : `to run ${invitation.organisationName}'s drivers, vehicles and trips as its driver admin`;
  // Staff invite the first admins of an agency or company they added themselves (issue 30): no
  // application was made then, so only a partner's own first account speaks of one.
  const intro = invitation.approvedApplication
    ? `Your application to become a Vozimo partner was approved. Open your account ${runs}.`
    : `${invitation.inviterName} invites you to open a Vozimo account ${invitation.grantsAdmin ? runs : what}.`;
  const validity = `Choose a username and a password with the link below. It works once, for ${INVITATION_VALID_DAYS} days; if it has expired, ask for a new invitation.`;
  const text = [greeting, '', intro, validity, '', link, '', "If you did not expect this invitation, ignore this e-mail: no account is opened without you.", '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${intro}</p>
<p>${validity}</p>
${tripLinkButton(link, 'Open your account')}
<p style="font-size:13px;color:#495057">If you did not expect this invitation, ignore this e-mail: no account is opened without you.</p>`;
  return { subject, text, html: emailDocument(subject, body) };
}
