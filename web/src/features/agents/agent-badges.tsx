import { Badge, Group } from '@mantine/core';
import type { AgentListItem } from '@vozimo/contract';

/** 'Agency admin' and 'Inactive', beside the name; nothing for an active plain agent. */
export function AgentBadges({ agent }: { agent: Pick<AgentListItem, 'is_agency_admin' | 'is_active'> }) {
  if (!agent.is_agency_admin && agent.is_active) return null;
  return (
    <Group gap={4}>
      {agent.is_agency_admin && (
        <Badge size="sm" variant="light" color="blue">
          Agency admin
        </Badge>
      )}
      {!agent.is_active && (
        <Badge size="sm" variant="light" color="gray">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
