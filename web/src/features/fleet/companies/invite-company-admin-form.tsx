import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { COMPANIES_SCREEN_TEXT, companyAdminInvitationRequestSchema, type CompanyAdmin, type CompanyAdminInvitationRequest } from '@vozimo/contract';
import { useInviteCompanyAdmin } from '../../../api/fleet/companies-queries.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';

export const INVITE_ADMIN_FAILED = 'Error with sending the invitation';

const fieldOf = fieldAtPath(['first_name', 'last_name', 'email']);

/**
 * Admin → Companies → Invite admin (issue 30): the person who runs the company. They join it as a
 * driver (a driver admin is one of its drivers) and open their account from the e-mailed link.
 */
export function InviteCompanyAdminForm({ company, onSent }: { company: CompanyAdmin; onSent: () => void }) {
  const invite = useInviteCompanyAdmin();
  const form = useForm<CompanyAdminInvitationRequest>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '' },
    validate: zodFormResolver<CompanyAdminInvitationRequest>(companyAdminInvitationRequestSchema, { fieldOf }),
  });

  const send = form.onSubmit(async (values) => {
    try {
      await invite.mutateAsync({ companyId: company.company_id, body: values });
      notifications.show({ color: 'green', message: COMPANIES_SCREEN_TEXT.invited(values.email.trim()) });
      onSent();
    } catch (error) {
      // A 422's messages go under their fields; a 409 (the address has an account or an invitation) is the toast's second line.
      const messages = serverFormMessages(error, fieldOf);
      if (!messages) return showFailureToast(INVITE_ADMIN_FAILED, { error });
      form.setErrors(messages.fields);
      if (messages.other.length > 0) showFailureToast(messages.other.join(' '));
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label="Invite the company's admin">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          They join {company.company_name} as a driver and run it: they add its drivers and vehicles, and claim offered trips. Their licence and
          ID are asked for before they drive.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
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
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
