import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginRequestSchema } from '@vozimo/contract';
import type { SignInRequest } from '../api/use-sign-in.ts';

export interface LoginFormValues {
  username: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  submitting: boolean;
  /** Receives the trimmed, validated request; may return server field errors to show under the fields. */
  onSubmit: (request: SignInRequest) => Promise<Record<string, string> | void>;
}

/** Username, password and "Remember me", validated with the server's own schema and messages. */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', remember: false },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const fieldErrors = await onSubmit(loginRequestSchema.parse(values));
    if (fieldErrors) form.setErrors(fieldErrors);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Checkbox label="Remember me" key={form.key('remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
        <Button type="submit" fullWidth loading={submitting} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
