import { Paper, Stack, Text } from '@mantine/core';
import { EmailAddress } from '../../components/email-address.tsx';
import { TripsBar } from '../../components/trips-bar.tsx';
import { AgentBadges } from './agent-badges.tsx';
import { agentFees, instantOrDash } from './agent-figures.ts';
import type { AgentRowsProps } from './agents-table.tsx';

/** The agents on a phone, one card each, with what the table shows. */
export function AgentCards({ agents, showAgency, action }: AgentRowsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Agents">
      {agents.map((agent) => (
        <Paper key={agent.agent_id} withBorder radius="md" p="sm" role="listitem" data-testid="agent-card">
          <Stack gap="xs">
            <Stack gap={4}>
              <Text fw={600}>{agent.agent_name}</Text>
              <AgentBadges agent={agent} />
            </Stack>
            <Stack gap={0}>
              {agent.email && (
                <Text size="sm">
                  E-mail: <EmailAddress email={agent.email} />
                </Text>
              )}
              <Text size="sm">Last Login: {instantOrDash(agent.last_login)}</Text>
              <Text size="sm">Fees: {agentFees(agent)}</Text>
              <Text size="sm">Last Created Trip: {instantOrDash(agent.stats.last_created_trip_at)}</Text>
              {showAgency && <Text size="sm">Agency: {agent.agency__name}</Text>}
            </Stack>
            <TripsBar counts={agent.stats} />
            {action(agent)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
