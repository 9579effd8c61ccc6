import { Alert, Anchor, Center, Group, Loader, Pagination, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@vozimo/contract';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { formatInstant } from '../../lib/format-date.ts';
import { OUTBOX_PAGE_SIZE, outboxQueryOptions } from './api/outbox-queries.ts';
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
        <Center py="xl">
          <Loader aria-label="Loading the outbox" />
        </Center>
      ) : outbox.isError ? (
        <Alert color="red" title="Bummer" icon={<IconAlertTriangle aria-hidden />} role="alert">
          There was an error loading the outbox.
        </Alert>
      ) : outbox.data.count === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            No e-mails yet.
          </Text>
        </Paper>
      ) : (
        <Stack gap="md" style={{ opacity: outbox.isPlaceholderData ? 0.6 : 1 }}>
          <OutboxTable messages={outbox.data.items} onOpen={setOpen} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {outbox.data.count === 1 ? '1 message' : `${outbox.data.count} messages`}
            </Text>
            {outbox.data.count > OUTBOX_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(outbox.data.count / OUTBOX_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control })}
              />
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
