import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createInvitationRequestSchema, type CreateInvitationRequest } from '@vozimo/contract';
import { useCreateInvitation } from '../../api/accounts/invitations.ts';
import { showFailureToast } from '../../components/failure-toast.tsx';
import { fieldAtPath } from '../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../lib/forms/schema-resolver.ts';
import { serverFormMessages } from '../../lib/forms/server-messages.ts';

export const INVITE_FAILED = 'Error with sending the invitation';
export const CHOOSE_AGENCY = 'Choose the agency the agent joins.';

export interface AgencyChoice {
  id: number;
  name: string;
}

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
  agency: string | null;
  grants_admin: boolean;
}

const fieldOf = fieldAtPath(['first_name', 'last_name', 'email', 'agency', 'grants_admin']);

function toRequest(values: InviteValues): CreateInvitationRequest {
  return {
    role: 'agent',
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    agency_id: values.agency === null ? null : Number(values.agency),
    grants_admin: values.grants_admin,
  };
}

export interface InviteAgentFormProps {
  /** Staff on the Agents screen choose the agency among these. */
  agencies?: AgencyChoice[];
  /** Staff inviting from an agency's own row in the back office: the agency is this one. */
  agency?: AgencyChoice;
  /** Ticks "Agency admin" at first: the first person of an agency without an admin runs it. */
  asAdmin?: boolean;
  onSent?: () => void;
}

/**
 * 'Invite agent': the invitee gets an e-mail with a single-use link to choose a password. An agency
 * admin invites into its own agency; staff choose the agency (`agencies`) or invite into the one
 * given (`agency`). "Agency admin" makes the account one that manages the agency (issue 30).
 */
export function InviteAgentForm({ agencies, agency, asAdmin = false, onSent }: InviteAgentFormProps) {
  const invite = useCreateInvitation();
  const form = useForm<InviteValues>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '', agency: agency ? String(agency.id) : null, grants_admin: asAdmin },
    validate: (values) => {
      const errors = zodFormResolver<InviteValues>(createInvitationRequestSchema, { fieldOf, toBody: toRequest })(values);
      if (agencies && values.agency === null) errors.agency = CHOOSE_AGENCY;
      return errors;
    },
  });

  const send = form.onSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(toRequest(values));
      notifications.show({ color: 'green', message: `Invitation sent to ${sent.email}.` });
      form.reset();
      onSent?.();
    } catch (error) {
      // A 422's messages go under their fields; any other refusal (a 409: already invited) is the toast's second line.
      const messages = serverFormMessages(error, fieldOf);
      if (!messages) return showFailureToast(INVITE_FAILED, { error });
      form.setErrors(messages.fields);
      if (messages.other.length > 0) showFailureToast(messages.other.join(' '));
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label="Invite agent">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: agencies ? 4 : 3 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" key={form.key('first_name')} {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="off" key={form.key('last_name')} {...form.getInputProps('last_name')} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          {agencies && (
            <Select
              label="Agency"
              data={agencies.map((agency) => ({ value: String(agency.id), label: agency.name }))}
              searchable
              key={form.key('agency')}
              {...form.getInputProps('agency')}
            />
          )}
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm">
          <Checkbox
            label="Agency admin"
            description="Invites and deactivates the agency's agents and sees all its trips."
            key={form.key('grants_admin')}
            {...form.getInputProps('grants_admin', { type: 'checkbox' })}
          />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
