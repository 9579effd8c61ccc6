import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordSchema, usernameSchema } from '@vozimo/contract';
import { z } from 'zod';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { showRefusedInput } from '../shared/form-failure.ts';
import { NewPasswordInputs } from '../shared/new-password-inputs.tsx';
import { withRepeatedPassword } from '../shared/repeated-password.ts';

const acceptFormSchema = withRepeatedPassword(
  { username: usernameSchema, password: newPasswordSchema, repeat_password: z.string() },
  'password',
  'repeat_password',
);
export interface AcceptFormValues {
  username: string;
  password: string;
  repeat_password: string;
}
const fieldOf = fieldAtPath(['username', 'password', 'repeat_password']);

interface AcceptInvitationFormProps {
  suggestedUsername: string;
  submitting: boolean;
  /** Receives the trimmed username and the password; resolves with the error when refused (a 422 goes under the fields). */
  onSubmit: (values: { username: string; password: string }) => Promise<unknown>;
}

/** The username to sign in with (the server's suggestion to start from) and the password, typed twice. */
export function AcceptInvitationForm({ suggestedUsername, submitting, onSubmit }: AcceptInvitationFormProps) {
  const form = useForm<AcceptFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: suggestedUsername, password: '', repeat_password: '' },
    validate: zodFormResolver(acceptFormSchema, { fieldOf }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    showRefusedInput(form, await onSubmit({ username: values.username.trim(), password: values.password }), fieldOf);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          description="You sign in with it."
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <NewPasswordInputs form={form} password="password" repeat="repeat_password" label="Password" />
        <Button type="submit" fullWidth loading={submitting}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
