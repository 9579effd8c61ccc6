import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordResetLinkQueryOptions, useConfirmPasswordReset } from '../../../api/accounts/password-reset.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { AccountCard } from '../shared/account-card.tsx';
import { isRefusedInput } from '../shared/form-failure.ts';
import { isDeadLink, LinkInvalid } from '../shared/link-invalid.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

export const LINK_CHECK_FAILED = 'The link could not be checked. Please try again later.';
export const RESET_FAILED = 'The password could not be set. Please try again later.';

const ASK_AGAIN = { to: '/forgot-password', label: 'Ask for a new link' };

/**
 * /reset-password?token= (issue 14): the e-mailed link is checked first, so a dead one says so
 * before anyone types a password; the new password signs the user in and opens the trips.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AccountCard title="Set a new password">
      {token ? <ResetPasswordBody token={token} /> : <LinkInvalid message={PASSWORD_RESET_MESSAGES.linkInvalid} next={ASK_AGAIN} />}
    </AccountCard>
  );
}

function ResetPasswordBody({ token }: { token: string }) {
  const navigate = useNavigate();
  const link = useQuery({ ...passwordResetLinkQueryOptions(token), retry: false });
  const confirm = useConfirmPasswordReset();

  if (link.isPending) return <QueryLoader label="Checking the link" />;
  // The link may also die between the check and the submit (used in another tab, expired).
  if ((link.isError && isDeadLink(link.error)) || isDeadLink(confirm.error)) return <LinkInvalid message={PASSWORD_RESET_MESSAGES.linkInvalid} next={ASK_AGAIN} />;
  if (link.isError) return <LoadFailedAlert title={null}>{LINK_CHECK_FAILED}</LoadFailedAlert>;

  const submit = async (password: string) => {
    try {
      await confirm.mutateAsync({ token, password });
      notifications.show({ color: 'green', message: PASSWORD_RESET_MESSAGES.done });
      await navigate('/app/trips', { replace: true });
      return undefined;
    } catch (error) {
      if (!isDeadLink(error) && !isRefusedInput(error)) showFailureToast(RESET_FAILED, { error });
      return error;
    }
  };
  return <ResetPasswordForm submitting={confirm.isPending} onSubmit={submit} />;
}
