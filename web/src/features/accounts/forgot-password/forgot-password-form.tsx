import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetRequestSchema } from '@vozimo/contract';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { showRefusedInput } from '../shared/form-failure.ts';

interface ForgotPasswordFormProps {
  submitting: boolean;
  /** Receives the trimmed address; resolves with the error when the request failed (a 422's message goes under the field). */
  onSubmit: (email: string) => Promise<unknown>;
}

const fieldOf = fieldAtPath(['email']);

/** The address to send the link to, checked with the server's own schema. */
export function ForgotPasswordForm({ submitting, onSubmit }: ForgotPasswordFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodFormResolver(passwordResetRequestSchema, { fieldOf }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    showRefusedInput(form, await onSubmit(passwordResetRequestSchema.parse(values).email), fieldOf);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Send the link
        </Button>
      </Stack>
    </form>
  );
}
