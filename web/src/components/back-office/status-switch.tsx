import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../confirm-modal.tsx';
import { showFailureToast } from '../failure-toast.tsx';
import { RecordActions } from '../record-actions.tsx';
import { showSuccessToast } from './success-toast.ts';

interface StatusSwitchOptions<Row extends { is_active: boolean }, Variables> {
  mutation: UseMutationResult<unknown, Error, Variables>;
  /** The mutation's input for a row going in or out of use. */
  variables: (row: Row, isActive: boolean) => Variables;
  /** The record id of a row (the row whose button spins while its change is saved). */
  id: (row: Row) => number;
  name: (row: Row) => string;
  /** The name the question says, where it differs from the toasts' (a user's full name, its username in the toasts). */
  askName?: (row: Row) => string;
  /** The verbs of this kind of record: Deactivate/Activate (default), Retire/Bring back, Hide/Show; `activateFailed` where a failure words it otherwise ('reactivate'). */
  verbs?: { deactivate: string; activate: string; activateFailed?: string };
  /** The green toast once changed. */
  done: (row: Row, isActive: boolean) => string;
  /** The red toast's words, where a screen words its failure otherwise than "Failed to retire Split." (the fleet's "Error with saving driver"). */
  failed?: (row: Row, isActive: boolean) => string;
  /** The confirmation's sentence: what taking a record out of use does. */
  note: string;
}

/**
 * A back-office row's retire or deactivate switch: taking a record out of use asks first (a
 * ConfirmModal), bringing it back does not; each ends in a green toast, or a red one that says
 * "Failed to retire Split." with the server's reason.
 */
export function useStatusSwitch<Row extends { is_active: boolean }, Variables>({
  mutation,
  variables,
  id,
  name,
  askName = name,
  verbs = { deactivate: 'Deactivate', activate: 'Activate' },
  done,
  failed = (row, active) => `Failed to ${active ? (verbs.activateFailed ?? verbs.activate.toLowerCase()) : verbs.deactivate.toLowerCase()} ${name(row)}.`,
  note,
}: StatusSwitchOptions<Row, Variables>) {
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const change = (row: Row, active: boolean) => {
    setChanging(id(row));
    mutation.mutate(variables(row, active), {
      onSuccess: () => showSuccessToast(done(row, active)),
      onError: (error) => showFailureToast(failed(row, active), { error }),
    });
  };
  const busyId = mutation.isPending ? changing : null;

  return {
    /** For a section with its own buttons (a menu): ask before taking a row out of use, bring one back, the row being saved. */
    ask: (row: Row) => setConfirming(row),
    activate: (row: Row) => change(row, true),
    busyId,
    /** The row's Edit and status buttons. */
    actions: (row: Row, onEdit: () => void, { canDeactivate = true }: { canDeactivate?: boolean } = {}) => (
      <RecordActions
        name={name(row)}
        isActive={row.is_active}
        busy={busyId === id(row)}
        onEdit={onEdit}
        onDeactivate={() => setConfirming(row)}
        onActivate={() => change(row, true)}
        deactivateLabel={verbs.deactivate}
        activateLabel={verbs.activate}
        canDeactivate={canDeactivate}
      />
    ),
    confirm: (
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`${verbs.deactivate} ${confirming ? askName(confirming) : ''}?`}
        note={note}
        confirmLabel={verbs.deactivate}
        onConfirm={() => confirming && change(confirming, false)}
      />
    ),
  };
}
