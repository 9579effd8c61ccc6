import { Alert } from '@mantine/core';
import { zagrebToday } from '@vozimo/contract';
import { useMemo, type ComponentType } from 'react';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import type { FleetFormContext } from './fleet-form-model.ts';
import type { FleetFormHostProps } from './fleet-form-parts.tsx';
import { AddRecordSection, EditRecordModal, reportSave, showSavedToast } from './record-frames.tsx';

// The add section and the edit modal of the Drivers and Vehicles screens: one each, given the
// record's form, its words and its save.

/** The driver form or the vehicle form. */
export type FleetRecordForm<Values> = ComponentType<FleetFormHostProps & { context: FleetFormContext; initialValues: Values }>;

interface AddRecordFormProps<Values> {
  /** The section's heading: 'Add new driver'. */
  title: string;
  Form: FleetRecordForm<Values>;
  emptyValues: Values;
  submitLabel: string;
  create: { mutateAsync: (body: FormData) => Promise<unknown>; isPending: boolean };
  createdMessage: string;
  failedMessage: string;
  staff: boolean;
  companies: FleetCompany[];
}

/** The add form under the list: a driver admin's records are added waiting for approval. */
export function AddRecordForm<Values>({ title, Form, emptyValues, submitLabel, create, createdMessage, failedMessage, staff, companies }: AddRecordFormProps<Values>) {
  const context = useMemo<FleetFormContext>(() => ({ today: zagrebToday(), staff, onFile: new Set() }), [staff]);
  const send = (body: FormData) => reportSave(create.mutateAsync(body), failedMessage, () => showSuccessToast(createdMessage));
  return (
    <AddRecordSection title={title}>
      <Form
        context={context}
        initialValues={emptyValues}
        companies={companies}
        submitLabel={submitLabel}
        saving={create.isPending}
        onSubmit={send}
        resetOnSaved
        failureTitle={failedMessage}
      />
    </AddRecordSection>
  );
}

interface EditRecordFormModalProps<Row extends { is_approved: boolean }, Values> {
  /** The record being edited; null keeps the modal closed. */
  record: Row | null;
  recordKey: (record: Row) => number;
  /** How the modal's title and the saved toast name the record. */
  name: (record: Row) => string;
  Form: FleetRecordForm<Values>;
  /** Who edits it, and the files it has on file. */
  editContext: (record: Row, today: string, staff: boolean) => FleetFormContext;
  valuesOf: (record: Row) => Values;
  update: { save: (record: Row, body: FormData) => Promise<Row>; isPending: boolean };
  failedMessage: string;
  /** What sends the record back to approval (ADR 0019), told to a company. */
  reapprovalNote: string;
  staff: boolean;
  companies: FleetCompany[];
  onClose: () => void;
}

/** Edit a record: the add form filled in, files optional (an empty picker keeps the file on record). */
export function EditRecordFormModal<Row extends { is_approved: boolean }, Values>(props: EditRecordFormModalProps<Row, Values>) {
  const { record, recordKey, name, onClose } = props;
  return (
    <EditRecordModal title={record ? `Edit ${name(record)}` : null} onClose={onClose}>
      {record && <FilledInForm key={recordKey(record)} {...props} record={record} />}
    </EditRecordModal>
  );
}

function FilledInForm<Row extends { is_approved: boolean }, Values>({
  record,
  name,
  Form,
  editContext,
  valuesOf,
  update,
  failedMessage,
  reapprovalNote,
  staff,
  companies,
  onClose,
}: EditRecordFormModalProps<Row, Values> & { record: Row }) {
  const context = useMemo(() => editContext(record, zagrebToday(), staff), [editContext, record, staff]);
  const initialValues = useMemo(() => valuesOf(record), [valuesOf, record]);
  const send = (body: FormData) =>
    reportSave(update.save(record, body), failedMessage, (saved) => {
      showSavedToast(name(saved), record.is_approved, saved.is_approved);
      onClose();
    });
  return (
    <Form
      context={context}
      initialValues={initialValues}
      companies={companies}
      submitLabel="Save changes"
      saving={update.isPending}
      onSubmit={send}
      onCancel={onClose}
      failureTitle={failedMessage}
      // Staff's changes are approved at once (ADR 0019), so only a company is told.
      note={staff ? null : <Alert color="yellow" variant="light">{reapprovalNote}</Alert>}
    />
  );
}
