import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordSchema } from '@vozimo/contract';
import { z } from 'zod';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { showRefusedInput } from '../shared/form-failure.ts';
import { NewPasswordInputs } from '../shared/new-password-inputs.tsx';
import { withRepeatedPassword } from '../shared/repeated-password.ts';

const resetFormSchema = withRepeatedPassword({ password: newPasswordSchema, repeat_password: z.string() }, 'password', 'repeat_password');
type ResetFormValues = { password: string; repeat_password: string };
const fieldOf = fieldAtPath(['password', 'repeat_password']);

interface ResetPasswordFormProps {
  submitting: boolean;
  /** Receives the new password; resolves with the error when it was refused (a 422's message goes under the field). */
  onSubmit: (password: string) => Promise<unknown>;
}

/** The new password, typed twice. */
export function ResetPasswordForm({ submitting, onSubmit }: ResetPasswordFormProps) {
  const form = useForm<ResetFormValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', repeat_password: '' },
    validate: zodFormResolver(resetFormSchema, { fieldOf }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    showRefusedInput(form, await onSubmit(values.password), fieldOf);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordInputs form={form} password="password" repeat="repeat_password" label="New password" />
        <Button type="submit" fullWidth loading={submitting}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
