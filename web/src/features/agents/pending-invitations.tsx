import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, type Invitation } from '@vozimo/contract';
import { invitationListQueryOptions, useResendInvitation, useRevokeInvitation } from '../../api/accounts/invitations.ts';
import { EmailAddress } from '../../components/email-address.tsx';
import { showFailureToast } from '../../components/failure-toast.tsx';
import { LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';

export const INVITATIONS_LOAD_FAILED = 'There was an error with loading invitations.';
export const NO_PENDING_INVITATIONS = 'No invitations waiting.';
export const INVITATION_ACTION_FAILED = 'Error with the invitation';

/** Still worth acting on: waiting for the invitee, or expired unread (Resend gives a new link). */
const open = (invitation: Invitation) => invitation.status === 'pending' || invitation.status === 'expired';

interface InvitationButtonProps {
  word: string;
  label: string;
  color?: string;
  busy: boolean;
  onClick: () => void;
}

function InvitationButton({ word, label, color, busy, onClick }: InvitationButtonProps) {
  return (
    <Button size="compact-sm" variant="light" color={color} aria-label={label} loading={busy} onClick={onClick}>
      {word}
    </Button>
  );
}

/** The agent invitations not yet accepted, each with Resend and Revoke. */
export function PendingInvitations() {
  const invitations = useQuery(invitationListQueryOptions('agent'));
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  if (invitations.isPending) return <QueryLoader label="Loading invitations" py="md" />;
  if (invitations.isError) return <LoadFailedAlert>{INVITATIONS_LOAD_FAILED}</LoadFailedAlert>;
  const waiting = invitations.data.filter(open);
  if (waiting.length === 0) return <Text c="dimmed">{NO_PENDING_INVITATIONS}</Text>;

  const done = (message: string) => ({
    onSuccess: () => notifications.show({ color: 'green', message }),
    onError: (error: unknown) => showFailureToast(INVITATION_ACTION_FAILED, { error }),
  });
  return (
    <Stack gap="xs" role="list" aria-label="Pending invitations">
      {waiting.map((invitation) => {
        const name = `${invitation.first_name} ${invitation.last_name}`;
        return (
          <Paper key={invitation.invitation_id} withBorder radius="md" p="sm" role="listitem" data-testid="invitation">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{name}</Text>
                  {invitation.grants_admin && (
                    <Badge size="sm" variant="light">
                      Admin
                    </Badge>
                  )}
                  {invitation.status === 'expired' && (
                    <Badge size="sm" variant="light" color="gray">
                      Expired
                    </Badge>
                  )}
                </Group>
                <Text size="sm">
                  <EmailAddress email={invitation.email} />
                </Text>
                <Text size="xs" c="dimmed">
                  {invitation.status === 'expired' ? 'Expired' : 'Link valid until'} {formatInstant(invitation.expires_at)} · invited by {invitation.invited_by}
                </Text>
              </Stack>
              <Group gap="xs">
                <InvitationButton
                  word="Resend"
                  label={`Resend the invitation to ${name}`}
                  busy={resend.isPending && resend.variables === invitation.invitation_id}
                  onClick={() => resend.mutate(invitation.invitation_id, done(`Invitation sent again to ${invitation.email}.`))}
                />
                <InvitationButton
                  word="Revoke"
                  color="red"
                  label={`Revoke the invitation to ${name}`}
                  busy={revoke.isPending && revoke.variables === invitation.invitation_id}
                  onClick={() => revoke.mutate(invitation.invitation_id, done(`Invitation to ${invitation.email} revoked.`))}
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
