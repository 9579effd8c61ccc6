import { Modal, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';

// The frames the Drivers and Vehicles screens put their lists and forms in.

interface RecordListProps<Row> {
  query: UseQueryResult<Row[]>;
  /** For screen readers while it loads ('Loading drivers'). */
  loadingLabel: string;
  /** The 'Bummer' alert's sentence. */
  failedMessage: string;
  emptyMessage: string;
  children: (rows: Row[]) => ReactNode;
}

/** A fleet list's spinner, 'Bummer' alert, empty sentence, or its rows. */
export function RecordList<Row>({ query, loadingLabel, failedMessage, emptyMessage, children }: RecordListProps<Row>) {
  if (query.isPending) return <QueryLoader label={loadingLabel} />;
  if (query.isError) return <LoadFailedAlert>{failedMessage}</LoadFailedAlert>;
  if (query.data.length === 0) return <EmptyListPanel>{emptyMessage}</EmptyListPanel>;
  return children(query.data);
}

/** 'Add new driver' / 'Add new vehicle': the form under the list, a region named by its heading. */
export function AddRecordSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The edit modal, the whole screen on a phone; closed while `title` is null. */
export function EditRecordModal({ title, onClose, children }: { title: string | null; onClose: () => void; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={title !== null} onClose={onClose} title={title ?? ''} size="xl" fullScreen={phone ?? false}>
      {children}
    </Modal>
  );
}

/**
 * A save with its toasts: `onSaved` on success; on failure the red toast, and the error goes on
 * to the form, which puts the server's messages at its fields.
 */
export function reportSave<Saved>(saving: Promise<Saved>, failureMessage: string, onSaved: (saved: Saved) => void): Promise<void> {
  return saving.then(onSaved, (error: unknown) => {
    showFailureToast(failureMessage, { error });
    throw error;
  });
}

/** An edit saved: said so, and whether it sent the record back to waiting for approval (ADR 0019). */
export function showSavedToast(name: string, wasApproved: boolean, isApproved: boolean): void {
  const message = wasApproved && !isApproved ? `${name} saved: waiting for approval again.` : `${name} saved.`;
  showSuccessToast(message);
}
