import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../../api/accounts/password-reset.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isRefusedInput } from '../shared/form-failure.ts';
import { AccountCard } from '../shared/account-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

export const RESET_REQUEST_FAILED = 'The link could not be sent. Please try again later.';

/**
 * /forgot-password (issue 14): the e-mail address of the account, then always the same sentence,
 * whether or not an account uses it, so the page tells nobody which addresses have accounts.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const limited = isApiError(request.error) && request.error.status === 429 ? request.error.message : null;

  const submit = async (email: string) => {
    try {
      await request.mutateAsync(email);
      return undefined;
    } catch (error) {
      // A 422 goes under the field and a 429 stays on the page; anything else is a failure to try again.
      if (!isRefusedInput(error) && !(isApiError(error) && error.status === 429)) showFailureToast(RESET_REQUEST_FAILED, { error });
      return error;
    }
  };

  return (
    <AccountCard title="Forgot your password?" intro="Enter the e-mail address of your account. We will e-mail you a link to set a new password.">
      {request.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {PASSWORD_RESET_MESSAGES.sent}
        </Alert>
      ) : (
        <Stack gap="md">
          {limited && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {limited}
            </Alert>
          )}
          <ForgotPasswordForm submitting={request.isPending} onSubmit={submit} />
        </Stack>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </AccountCard>
  );
}
