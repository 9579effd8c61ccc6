import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema } from '@vozimo/contract';
import type { SignInRequest } from '../../../api/auth/use-sign-in.ts';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';

export interface LoginFormValues {
  username: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  submitting: boolean;
  /** Receives the trimmed, validated request; resolves with the error when the sign-in failed (a 422's messages go under the fields). */
  onSubmit: (request: SignInRequest) => Promise<unknown>;
}

const EMPTY_FORM: LoginFormValues = { username: '', password: '', remember: false };
const fieldOf = fieldAtPath(Object.keys(EMPTY_FORM));

/** Username, password and "Remember me", validated with the server's own schema and messages. */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_FORM,
    validate: zodFormResolver(loginRequestSchema, { fieldOf }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const failure = await onSubmit(loginRequestSchema.parse(values));
    const messages = serverFormMessages(failure, fieldOf);
    if (messages) form.setErrors(messages.fields);
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
