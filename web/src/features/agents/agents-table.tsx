import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { AgentListItem } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { EmailAddress } from '../../components/email-address.tsx';
import { TripsBar } from '../../components/trips-bar.tsx';
import { AgentBadges } from './agent-badges.tsx';
import { agentFees, instantOrDash } from './agent-figures.ts';
import { INACTIVE_ROW_BACKGROUND } from '../../components/back-office/list-page.tsx';

export interface AgentRowsProps {
  agents: AgentListItem[];
  /** Staff see whose agent each is. */
  showAgency: boolean;
  /** Deactivate or Reactivate; none for the admin's own row. */
  action: (agent: AgentListItem) => ReactNode;
}

/** The Agents table (spec section 2), with our badges, the Agency column for staff and the action. */
export function AgentsTable({ agents, showAgency, action }: AgentRowsProps) {
  return (
    <ScrollArea type="auto">
      <Table miw={960} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Agent Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th miw={170}>Trips</Table.Th>
            <Table.Th>Fees</Table.Th>
            <Table.Th>Last Created Trip</Table.Th>
            {showAgency && <Table.Th>Agency</Table.Th>}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.agent_id} data-testid="agent-row" bg={agent.is_active ? undefined : INACTIVE_ROW_BACKGROUND}>
              <Table.Td miw={180}>
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {agent.agent_name}
                  </Text>
                  <AgentBadges agent={agent} />
                </Stack>
              </Table.Td>
              <Table.Td>{agent.email ? <EmailAddress email={agent.email} /> : '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{instantOrDash(agent.last_login)}</Table.Td>
              <Table.Td>
                <TripsBar counts={agent.stats} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{agentFees(agent)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{instantOrDash(agent.stats.last_created_trip_at)}</Table.Td>
              {showAgency && <Table.Td>{agent.agency__name}</Table.Td>}
              <Table.Td>{action(agent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
