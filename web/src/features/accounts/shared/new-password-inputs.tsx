import { PasswordInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@vozimo/contract';

interface NewPasswordInputsProps<Values> {
  form: UseFormReturnType<Values>;
  password: string & keyof Values;
  repeat: string & keyof Values;
  /** 'Password' on a new account, 'New password' where one exists. */
  label: string;
}

/** A new password and its repeat, with the rule said before the first try rather than after. */
export function NewPasswordInputs<Values>({ form, password, repeat, label }: NewPasswordInputsProps<Values>) {
  return (
    <>
      <PasswordInput
        label={label}
        description={<Text span size="xs">At least {PASSWORD_MIN_LENGTH} characters; not a common password.</Text>}
        autoComplete="new-password"
        key={form.key(password)}
        {...form.getInputProps(password)}
      />
      <PasswordInput label={`Repeat ${label.toLowerCase()}`} autoComplete="new-password" key={form.key(repeat)} {...form.getInputProps(repeat)} />
    </>
  );
}
