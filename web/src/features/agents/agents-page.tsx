import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { AGENTS_SCREEN_TEXT, type AgentListItem, type CurrentUser } from '@vozimo/contract';
import { agencyChoicesQueryOptions } from '../../api/agents/agencies-queries.ts';
import { agentListQueryOptions, useSetAgentActive } from '../../api/agents/agents-queries.ts';
import { showFailureToast } from '../../components/failure-toast.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { AgentActiveAction } from './agent-active-action.tsx';
import { AgentCards } from './agent-cards.tsx';
import { AgentsTable } from './agents-table.tsx';
import { InviteAgentSection } from './invite-agent-section.tsx';

export const SET_AGENT_ACTIVE_FAILED = 'Error with changing the agent';

/** Staff's choice of agency for an invitation: every active agency, also one without agents yet. */
function StaffInviteSection() {
  const agencies = useQuery(agencyChoicesQueryOptions());
  return <InviteAgentSection agencies={agencies.data ?? []} />;
}

/** /app/agents (spec section 2): an agency admin's agents with their figures; staff every agency's. */
export function AgentsPage() {
  const { data: user } = useCurrentUser();
  // The protected layout renders pages only once the user is loaded.
  return user ? <AgentsScreen user={user} /> : null;
}

function AgentsScreen({ user }: { user: CurrentUser }) {
  const staff = user.is_staff;
  const agents = useQuery(agentListQueryOptions());
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const setActive = useSetAgentActive();

  const changeActive = (agent: AgentListItem, isActive: boolean) =>
    setActive.mutate(
      { agentId: agent.agent_id, is_active: isActive },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: isActive ? `${agent.agent_name} is active again.` : `${agent.agent_name} is deactivated.` }),
        onError: (error) => showFailureToast(SET_AGENT_ACTIVE_FAILED, { error }),
      },
    );
  // Nobody deactivates themselves (the server refuses it too): no button on one's own row.
  const action = (agent: AgentListItem) =>
    agent.is_self ? null : (
      <AgentActiveAction
        name={agent.agent_name}
        isActive={agent.is_active}
        busy={setActive.isPending && setActive.variables.agentId === agent.agent_id}
        onSetActive={(isActive) => changeActive(agent, isActive)}
      />
    );

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Agents" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Agents
      </Title>
      {agents.isPending ? (
        <QueryLoader label="Loading agents" />
      ) : agents.isError ? (
        <LoadFailedAlert>{AGENTS_SCREEN_TEXT.loadFailed}</LoadFailedAlert>
      ) : agents.data.length === 0 ? (
        <EmptyListPanel>{AGENTS_SCREEN_TEXT.empty}</EmptyListPanel>
      ) : phone ? (
        <AgentCards agents={agents.data} showAgency={staff} action={action} />
      ) : (
        <AgentsTable agents={agents.data} showAgency={staff} action={action} />
      )}
      {staff ? <StaffInviteSection /> : <InviteAgentSection />}
    </Stack>
  );
}
