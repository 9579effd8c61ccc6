import { Alert, Anchor, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, type OutboxMessage } from '@vozimo/contract';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';
import { ListPagination } from '../../components/list-pagination.tsx';
import { OUTBOX_PAGE_SIZE, outboxQueryOptions } from '../../api/outbox/outbox-queries.ts';
import { OutboxMessageModal } from './outbox-message-modal.tsx';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';

export const NO_MAIL_SERVER = 'No mail server is configured: messages are kept here and not sent.';

/** /app/outbox (staff): every e-mail the product wrote, newest first; each opens as it was written. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQueryOptions(page));
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Outbox" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Outbox
        </Title>
        <Text c="dimmed">The e-mails the platform sends: booking and payment messages to customers and agents.</Text>
      </Stack>

      {outbox.data && !outbox.data.smtp_configured && (
        <Alert color="yellow" variant="light" icon={<IconMailOff aria-hidden />}>
          {NO_MAIL_SERVER}
        </Alert>
      )}

      {outbox.isPending ? (
        <QueryLoader label="Loading the outbox" />
      ) : outbox.isError ? (
        <LoadFailedAlert>There was an error loading the outbox.</LoadFailedAlert>
      ) : outbox.data.count === 0 ? (
        <EmptyListPanel>No e-mails yet.</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: outbox.isPlaceholderData ? 0.6 : 1 }}>
          <OutboxTable messages={outbox.data.items} onOpen={setOpen} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {outbox.data.count === 1 ? '1 message' : `${outbox.data.count} messages`}
            </Text>
            {outbox.data.count > OUTBOX_PAGE_SIZE && (
              <ListPagination total={Math.ceil(outbox.data.count / OUTBOX_PAGE_SIZE)} value={page} onChange={setPage} />
            )}
          </Group>
        </Stack>
      )}

      <OutboxMessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function OutboxTable({ messages, onOpen }: { messages: OutboxMessage[]; onOpen: (message: OutboxMessage) => void }) {
  return (
    <ScrollArea type="auto">
      <Table miw={720} highlightOnHover verticalSpacing="sm" aria-label="Outbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} data-testid="outbox-row">
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" ta="left" fw={500} onClick={() => onOpen(message)}>
                  {message.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <OutboxStatusBadge status={message.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(message.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
