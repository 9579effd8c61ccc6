import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { InviteAgentForm, type AgencyChoice } from './invite-agent-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

/** Under the list: 'Invite agent', and the invitations still waiting. */
export function InviteAgentSection({ agencies }: { agencies?: AgencyChoice[] }) {
  const headingId = useId();
  const pendingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          Invite agent
        </Title>
        <InviteAgentForm agencies={agencies} />
        <Stack gap="xs" component="section" aria-labelledby={pendingId}>
          <Title order={3} fz="md" id={pendingId}>
            Pending invitations
          </Title>
          <PendingInvitations />
        </Stack>
      </Stack>
    </Paper>
  );
}
