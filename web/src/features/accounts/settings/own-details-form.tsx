import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateOwnAccountRequestSchema, type OwnAccount, type UpdateOwnAccountRequest } from '@vozimo/contract';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { showRefusedInput } from '../shared/form-failure.ts';

const fieldOf = fieldAtPath(['first_name', 'last_name', 'email']);

interface OwnDetailsFormProps {
  account: OwnAccount;
  saving: boolean;
  /** Receives the trimmed details; resolves with the error when refused (the form keeps what was typed). */
  onSubmit: (request: UpdateOwnAccountRequest) => Promise<unknown>;
}

/** Name and e-mail; the username shows but is not changed here (it is how the user signs in). */
export function OwnDetailsForm({ account, saving, onSubmit }: OwnDetailsFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { first_name: account.first_name, last_name: account.last_name, email: account.email },
    validate: zodFormResolver(updateOwnAccountRequestSchema, { fieldOf }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    showRefusedInput(form, await onSubmit(updateOwnAccountRequestSchema.parse(values)), fieldOf);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Username" value={account.username} readOnly description="You sign in with it; it does not change." />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" key={form.key('first_name')} {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" key={form.key('last_name')} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} key={form.key('email')} {...form.getInputProps('email')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
