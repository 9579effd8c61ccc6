import { Button, Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { createInvitationRequestSchema, INVITATION_VALID_DAYS, type DriverListItem } from '@vozimo/contract';
import { useState } from 'react';
import { useCreateInvitation } from '../../../api/accounts/invitations.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { formFailure, FormFailureAlert } from '../records/form-failure.tsx';

export const INVITE_DRIVER_FAILED = 'The invitation could not be sent';

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
  grants_admin: boolean;
}
const fieldOf = fieldAtPath(['first_name', 'last_name', 'email', 'grants_admin']);

/** The record keeps one name; the invitation wants it in two, the first word and the rest. */
function invitationValuesOf(driver: DriverListItem): InviteValues {
  const [first = '', ...rest] = driver.driver_name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' '), email: driver.email, grants_admin: false };
}

/**
 * 'Invite' on a driver without an account (issue 14), under its e-mail address: an e-mail with a link
 * where the driver chooses a username and a password; the account is this driver's.
 */
export function InviteDriver({ driver }: { driver: DriverListItem }) {
  const [opened, { open, close }] = useDisclosure(false);
  const label = `Invite ${driver.driver_name}`;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconUserPlus size={14} aria-hidden />}
        aria-label={label}
        // Its own width on a card too, whose column would stretch it.
        style={{ alignSelf: 'flex-start' }}
        onClick={open}
      >
        Invite
      </Button>
      <Modal opened={opened} onClose={close} title={label}>
        {opened && <InviteDriverForm driver={driver} onClose={close} />}
      </Modal>
    </>
  );
}

function InviteDriverForm({ driver, onClose }: { driver: DriverListItem; onClose: () => void }) {
  const invite = useCreateInvitation();
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const toBody = (values: InviteValues) => ({ ...values, role: 'driver' as const, driver_id: driver.driver_id });
  const form = useForm<InviteValues>({
    mode: 'uncontrolled',
    initialValues: invitationValuesOf(driver),
    validate: zodFormResolver(createInvitationRequestSchema, { fieldOf, toBody }),
  });

  const submit = form.onSubmit(async (values) => {
    setOtherMessages([]);
    try {
      const sent = await invite.mutateAsync(createInvitationRequestSchema.parse(toBody(values)));
      notifications.show({ color: 'green', message: `Invitation sent to ${sent.email}.` });
      onClose();
    } catch (error) {
      // A 409 (an account or an invitation exists already) says what to do, so it stays in the modal.
      const failure = formFailure(error, fieldOf);
      form.setErrors(failure.fields);
      setOtherMessages(failure.other.length > 0 || Object.keys(failure.fields).length > 0 ? failure.other : [INVITE_DRIVER_FAILED + '.']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We e-mail the driver a link to choose a username and a password. The link works for {INVITATION_VALID_DAYS} days.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" key={form.key('first_name')} {...form.getInputProps('first_name')} />
          <TextInput label="Last name" key={form.key('last_name')} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoCapitalize="none" spellCheck={false} key={form.key('email')} {...form.getInputProps('email')} />
        <Checkbox
          label="Driver admin"
          description="Manages the company's drivers and vehicles and claims trips for it."
          key={form.key('grants_admin')}
          {...form.getInputProps('grants_admin', { type: 'checkbox' })}
        />
        <FormFailureAlert title={INVITE_DRIVER_FAILED} messages={otherMessages} />
        <FormButtons submitLabel="Send invitation" saving={invite.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
