import { Alert, Modal, type ModalProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { FieldOfLoc } from '../../lib/forms/form-messages.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../lib/forms/server-messages.ts';
import { showSuccessToast } from './success-toast.ts';

/** Which record the form modal edits: none (closed), a new one (`record: null`) or one of the list's. */
export function useRecordEditor<Row>() {
  const [editing, setEditing] = useState<{ record: Row | null } | null>(null);
  return {
    editing,
    add: () => setEditing({ record: null }),
    edit: (record: Row) => setEditing({ record }),
    close: () => setEditing(null),
  };
}

export type RecordEditor<Row> = ReturnType<typeof useRecordEditor<Row>>;

/** What the form inside the modal is given: the record it edits (null: a new one), and how to end. */
export interface RecordFormProps<Row, Saved = Row> {
  record: Row | null;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
}

interface RecordFormModalProps<Row, Saved> {
  editor: RecordEditor<Row>;
  /** "Edit Adriatic Travel" or "Add agency". */
  title: (record: Row | null) => string;
  size?: ModalProps['size'];
  /** The green toast once saved: of the saved record, and whether it was new. */
  savedMessage: (saved: Saved, isNew: boolean) => string;
  children: (form: RecordFormProps<Row, Saved>) => ReactNode;
}

/** A back-office record's add and edit modal: the form is mounted anew for each opening, so it starts from the record it edits. */
export function RecordFormModal<Row, Saved = Row>({ editor, title, size, savedMessage, children }: RecordFormModalProps<Row, Saved>) {
  const { editing } = editor;
  return (
    <Modal size={size} opened={editing !== null} onClose={editor.close} title={title(editing?.record ?? null)}>
      {editing &&
        children({
          record: editing.record,
          onClose: editor.close,
          onSaved: (saved) => {
            showSuccessToast(savedMessage(saved, editing.record === null));
            editor.close();
          },
        })}
    </Modal>
  );
}

/**
 * A back-office form's answer from the server: a 422's messages go to their fields (the rest
 * above the buttons, in FormProblems), any other failure says it in one sentence there.
 */
export function useServerFormProblems<Values>(form: UseFormReturnType<Values>, fieldOf: FieldOfLoc) {
  const [problems, setProblems] = useState<string[]>([]);
  /** `at`: where this request's messages go, where that depends on what was sent (a list's rows). */
  const failAt = (error: unknown, at: FieldOfLoc) => {
    const messages = serverFormMessages(error, at);
    if (messages) {
      form.setErrors(messages.fields);
      setProblems(messages.other);
    } else setProblems([unexpectedFailureMessage(error)]);
  };
  return {
    problems,
    clear: () => setProblems([]),
    onError: (error: unknown) => failAt(error, fieldOf),
    failAt,
  };
}

/** The form's problems that belong to no field, above its buttons. */
export function FormProblems({ problems }: { problems: string[] }) {
  return problems.length > 0 ? (
    <Alert color="red" role="alert">
      {problems.join(' ')}
    </Alert>
  ) : null;
}
