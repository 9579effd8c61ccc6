import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { INVITATION_MESSAGES, type InvitationPreview } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { invitationPreviewQueryOptions, useAcceptInvitation } from '../../../api/accounts/invitations.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { AccountCard } from '../shared/account-card.tsx';
import { isRefusedInput } from '../shared/form-failure.ts';
import { isDeadLink, LinkInvalid } from '../shared/link-invalid.tsx';
import { AcceptInvitationForm } from './accept-invitation-form.tsx';

export const INVITATION_CHECK_FAILED = 'The invitation could not be loaded. Please try again later.';
export const ACCEPT_FAILED = 'The account could not be created. Please try again later.';

const deadInvitation = <LinkInvalid message={INVITATION_MESSAGES.linkInvalid} next={{ to: '/login', label: 'Go to sign in' }} />;

/**
 * /invitation?token= (issue 14): who invited whom, then a username and a password; the new account
 * is signed in and opens its trips.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return token ? <InvitationBody token={token} /> : <AccountCard title="Your invitation">{deadInvitation}</AccountCard>;
}

function InvitationBody({ token }: { token: string }) {
  const preview = useQuery({ ...invitationPreviewQueryOptions(token), retry: false });
  const accept = useAcceptInvitation();
  // Navigates from here, the part that stays: accepting drops the (now used) preview, so the form
  // below unmounts while its submit still runs, and a navigate of the form would be lost.
  const navigate = useNavigate();

  let waiting: ReactNode = null;
  if (accept.isSuccess) waiting = <QueryLoader label="Opening your account" />;
  else if (preview.isPending) waiting = <QueryLoader label="Loading the invitation" />;
  // The link may also die between the preview and the submit (used in another tab, revoked).
  else if ((preview.isError && isDeadLink(preview.error)) || isDeadLink(accept.error)) waiting = deadInvitation;
  else if (preview.isError) waiting = <LoadFailedAlert title={null}>{INVITATION_CHECK_FAILED}</LoadFailedAlert>;
  if (waiting !== null || !preview.data) return <AccountCard title="Your invitation">{waiting}</AccountCard>;
  return <InvitationForm token={token} invitation={preview.data} accept={accept} onAccepted={() => navigate('/app/trips', { replace: true })} />;
}

interface InvitationFormProps {
  token: string;
  invitation: InvitationPreview;
  accept: ReturnType<typeof useAcceptInvitation>;
  onAccepted: () => Promise<void> | void;
}

function InvitationForm({ token, invitation, accept, onAccepted }: InvitationFormProps) {
  const submit = async ({ username, password }: { username: string; password: string }) => {
    try {
      await accept.mutateAsync({ token, username, password });
      notifications.show({ color: 'green', message: `Welcome to Vozimo, ${invitation.first_name}.` });
      await onAccepted();
      return undefined;
    } catch (error) {
      if (!isDeadLink(error) && !isRefusedInput(error)) showFailureToast(ACCEPT_FAILED, { error });
      return error;
    }
  };

  return (
    <AccountCard title={`Join ${invitation.organisation_name}`} intro="Choose how you sign in to Vozimo.">
      <Stack gap={2}>
        <Text fw={600}>
          {invitation.first_name} {invitation.last_name}
        </Text>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
      </Stack>
      <AcceptInvitationForm suggestedUsername={invitation.suggested_username} submitting={accept.isPending} onSubmit={submit} />
    </AccountCard>
  );
}
