import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type BulkPaymentListResponse, formatEuros, formatInstant } from '@vozimo/contract';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { BANK_TRANSFERS_PAGE_SIZE, bulkPaymentsListQueryOptions, useMarkBulkPaymentPaid } from '../../../api/bulk-payments/bulk-payments-api.ts';
import { BankTransferModal } from '../bank-transfer/bank-transfer-modal.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';
import { refundCases } from './refund-cases.ts';

type BulkPaymentRow = BulkPaymentListResponse['items'][number];

export const MARK_PAID_FAILED = 'Failed to mark the payment as paid.';

/** /app/bank-transfers (staff): the agents' bank transfers; one is marked paid once it arrives on the account. */
export function BankTransfersPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(bulkPaymentsListQueryOptions(page));
  const [openPaymentId, setOpenPaymentId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<BulkPaymentRow | null>(null);
  const markPaid = useMarkBulkPaymentPaid();

  const confirm = (payment: BulkPaymentRow) =>
    markPaid.mutate(payment.bulk_payment_id, {
      onSuccess: (updated) => {
        setConfirming(null);
        notifications.show({ color: 'green', message: `Payment ${updated.payment_reference} marked as paid` });
        const refunds = refundCases(updated.outcomes);
        if (refunds.length > 0) {
          // Stays until closed: money to give back must not vanish with a timeout.
          notifications.show({ color: 'yellow', autoClose: false, title: 'Check for refunds', message: refunds.join(' ') });
        }
      },
      onError: (error) => {
        setConfirming(null);
        showFailureToast(MARK_PAID_FAILED, { error });
      },
    });

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Bank transfers" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Bank transfers
        </Title>
        <Text c="dimmed">Agents’ payments by bank transfer. Mark one as paid once a transfer with its reference has arrived.</Text>
      </Stack>

      {list.isPending ? (
        <QueryLoader label="Loading bank transfers" />
      ) : list.isError ? (
        <LoadFailedAlert>There was an error loading payment data.</LoadFailedAlert>
      ) : list.data.count === 0 ? (
        <EmptyListPanel>No bank transfers yet.</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <BankTransfersTable rows={list.data.items} onOpen={setOpenPaymentId} onMarkPaid={setConfirming} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {list.data.count === 1 ? '1 bank transfer' : `${list.data.count} bank transfers`}
            </Text>
            {list.data.count > BANK_TRANSFERS_PAGE_SIZE && (
              <ListPagination total={Math.ceil(list.data.count / BANK_TRANSFERS_PAGE_SIZE)} value={page} onChange={setPage} />
            )}
          </Group>
        </Stack>
      )}

      <MarkPaidDialog payment={confirming} saving={markPaid.isPending} onConfirm={confirm} onCancel={() => setConfirming(null)} />
      <BankTransferModal bulkPaymentId={openPaymentId} onClose={() => setOpenPaymentId(null)} />
    </Stack>
  );
}

interface BankTransfersTableProps {
  rows: BulkPaymentRow[];
  onOpen: (bulkPaymentId: number) => void;
  onMarkPaid: (payment: BulkPaymentRow) => void;
}

function BankTransfersTable({ rows, onOpen, onMarkPaid }: BankTransfersTableProps) {
  return (
    <ScrollArea type="auto">
      <Table miw={880} highlightOnHover verticalSpacing="sm" aria-label="Bank transfers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Agency</Table.Th>
            <Table.Th ta="right">Trips</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.bulk_payment_id} data-testid="bank-transfer-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component="button" type="button" ff="monospace" fw={500} onClick={() => onOpen(row.bulk_payment_id)}>
                  {row.payment_reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.agent_name}</Table.Td>
              <Table.Td>{row.agency_name ?? '—'}</Table.Td>
              <Table.Td ta="right">{row.trip_count}</Table.Td>
              <Table.Td ta="right" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(row.total_price)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(row.created_at)}</Table.Td>
              <Table.Td>
                {row.is_paid ? (
                  <Badge color="green" variant="light" radius="sm" title={row.paid_at ? `Paid ${formatInstant(row.paid_at)}` : undefined}>
                    Paid
                  </Badge>
                ) : (
                  <Badge color="yellow" variant="light" radius="sm">
                    Unpaid
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {!row.is_paid && (
                  <Button
                    size="xs"
                    variant="light"
                    color="green"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    onClick={() => onMarkPaid(row)}
                    aria-label={`Mark as paid: ${row.payment_reference}`}
                  >
                    Mark as paid
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
