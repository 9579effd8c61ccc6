import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@vozimo/contract';
import { z } from 'zod';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { showRefusedInput } from '../shared/form-failure.ts';
import { NewPasswordInputs } from '../shared/new-password-inputs.tsx';
import { withRepeatedPassword } from '../shared/repeated-password.ts';

const changeFormSchema = withRepeatedPassword(
  { ...changePasswordRequestSchema.shape, repeat_password: z.string() },
  'new_password',
  'repeat_password',
);
interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  repeat_password: string;
}
const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', repeat_password: '' };
const fieldOf = fieldAtPath(Object.keys(EMPTY));

interface ChangePasswordFormProps {
  saving: boolean;
  /** Resolves with the error when refused (a wrong current password goes under its field). */
  onSubmit: (request: ChangePasswordRequest) => Promise<unknown>;
}

/** The current password, then the new one twice; emptied once the change is made. */
export function ChangePasswordForm({ saving, onSubmit }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zodFormResolver(changeFormSchema, { fieldOf }),
  });

  const handleSubmit = form.onSubmit(async ({ current_password, new_password }) => {
    const failure = await onSubmit({ current_password, new_password });
    if (failure === undefined) form.reset();
    else showRefusedInput(form, failure, fieldOf);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput label="Current password" autoComplete="current-password" key={form.key('current_password')} {...form.getInputProps('current_password')} />
        <NewPasswordInputs form={form} password="new_password" repeat="repeat_password" label="New password" />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
