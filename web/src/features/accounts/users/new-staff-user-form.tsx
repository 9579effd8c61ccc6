import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createStaffUserRequestSchema, type CreateStaffUserRequest, type UserAdmin } from '@vozimo/contract';
import { useCreateStaffUser } from '../../../api/accounts/users-admin.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

const fieldOf = fieldAtPath(['username', 'first_name', 'last_name', 'email']);

/** A new staff user: no password here; the person chooses one through the e-mailed link. */
export function NewStaffUserForm({ onClose, onCreated }: { onClose: () => void; onCreated: (user: UserAdmin) => void }) {
  const create = useCreateStaffUser();
  const form = useForm<CreateStaffUserRequest>({
    mode: 'controlled',
    initialValues: { username: '', first_name: '', last_name: '', email: '' },
    validate: zodFormResolver(createStaffUserRequestSchema, { fieldOf }),
  });
  const server = useServerFormProblems(form, fieldOf);
  const submit = form.onSubmit((values) => {
    server.clear();
    create.mutate(values, { onSuccess: onCreated, onError: server.onError });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The new colleague gets an e-mail with a link to choose a password; it works for a day.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required maxLength={100} data-autofocus {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required maxLength={100} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" required maxLength={254} {...form.getInputProps('email')} />
        <TextInput label="Username" required maxLength={50} autoComplete="off" description="Letters, digits, dots, dashes or underscores" {...form.getInputProps('username')} />
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel="Create staff user" saving={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
