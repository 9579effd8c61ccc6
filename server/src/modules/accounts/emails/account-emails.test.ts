import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email.ts';
import { passwordResetEmail } from './password-reset-email.ts';

describe('invitationEmail', () => {
  it('says who invites, into what, for how long, with the link', () => {
    const email = invitationEmail(
      { role: 'agent', firstName: 'Iva', organisationName: 'Adriatic <Travel>', inviterName: 'Ana Admin' },
      'https://vozimo.example/invitation?token=abc',
    );
    expect(email.subject).toBe('Adriatic <Travel> invites you to Vozimo');
    expect(email.text).toContain('Hello Iva,');
    expect(email.text).toContain('Ana Admin invites you to open a Vozimo account to book transfers and day trips as an agent of Adriatic <Travel>.');
    expect(email.text).toContain('It works once, for 7 days');
    expect(email.text).toContain('https://vozimo.example/invitation?token=abc');
    expect(email.html).toContain('Adriatic &lt;Travel&gt;');
    expect(email.html).not.toContain('<Travel>');
  });

  it('words a driver invitation for drivers', () => {
    const email = invitationEmail({ role: 'driver', firstName: '', organisationName: 'Split Riviera', inviterName: 'Marko' }, 'https://x/invitation?token=t');
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('to see your trips as a driver of Split Riviera');
  });

  // Staff invite the first admins of an agency or company they added (issue 30): no application was made.
  it('words an admin invitation from staff for the role it grants, with no application', () => {
    const agency = invitationEmail({ role: 'agent', firstName: 'Ivana', organisationName: 'Dalmatia Journeys', inviterName: 'Petra Horvat', grantsAdmin: true }, 'https://x/invitation?token=t');
    expect(agency.text).toContain(
      'Petra Horvat invites you to open a Vozimo account to run Dalmatia Journeys as its agency admin: book transfers and day trips, invite its agents and see all its trips.',
    );
    const company = invitationEmail({ role: 'driver', firstName: 'Marko', organisationName: 'Split Coast', inviterName: 'Petra Horvat', grantsAdmin: true }, 'https://x/invitation?token=t');
    expect(company.text).toContain("Petra Horvat invites you to open a Vozimo account to run Split Coast's drivers, vehicles and trips as its driver admin.");
    for (const email of [agency, company]) {
      expect(email.text).not.toContain('application');
      expect(email.html).not.toContain('application');
    }
  });

  it('tells an approved partner that the application was approved', () => {
    const email = invitationEmail(
      { role: 'driver', firstName: 'Ivo', organisationName: 'Kaštela Shuttle', inviterName: 'Petra Horvat', grantsAdmin: true, approvedApplication: true },
      'https://x/invitation?token=t',
    );
    expect(email.text).toContain("Your application to become a Vozimo partner was approved. Open your account to run Kaštela Shuttle's drivers, vehicles and trips as its driver admin.");
  });
});

describe('passwordResetEmail', () => {
  it('names the account, the hour and what happens to other sessions', () => {
    const email = passwordResetEmail({ firstName: 'Petra', username: 'petra' }, 'https://vozimo.example/reset-password?token=t');
    expect(email.subject).toBe('Set a new Vozimo password');
    expect(email.text).toContain('for the Vozimo account petra.');
    expect(email.text).toContain('works once, for 60 minutes');
    expect(email.text).toContain('https://vozimo.example/reset-password?token=t');
    expect(email.html).toContain('Set a new password');
  });
});
