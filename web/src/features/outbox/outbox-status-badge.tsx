import { Badge } from '@mantine/core';
import type { OutboxMessage } from '@vozimo/contract';

const LOOK: Record<OutboxMessage['status'], { color: string; label: string }> = {
  queued: { color: 'yellow', label: 'Queued' },
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
};

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm">
      {look.label}
    </Badge>
  );
}
