import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { showFailureToast } from '../../components/failure-toast.tsx';

export interface ConfirmedOfferActionProps {
  /** The button's word, also the dialog's yes. */
  label: string;
  icon: ReactNode;
  variant: 'light' | 'default';
  question: string;
  note: string;
  confirmColor: string;
  /** The green toast after it worked, and the red one's first line when it did not (the server's reason follows). */
  done: string;
  failed: string;
  action: UseMutationResult<unknown, Error, void>;
  onDone?: (() => void) | undefined;
}

/**
 * A staff action on a trip's offer that companies feel at once (offering it, withdrawing it): the
 * button asks first (ADR 0056), the dialog stays open while the call runs, then a toast says how it went.
 */
export function ConfirmedOfferAction({ label, icon, variant, question, note, confirmColor, done, failed, action, onDone }: ConfirmedOfferActionProps) {
  const [asking, setAsking] = useState(false);
  const handleConfirm = () =>
    action.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: done });
        onDone?.();
      },
      onError: (error) => showFailureToast(failed, { error }),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <Button variant={variant} leftSection={icon} loading={action.isPending} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={question}
        note={note}
        confirmLabel={label}
        confirmColor={confirmColor}
        onConfirm={handleConfirm}
        answer={{ saving: action.isPending, refusal: null }}
      />
    </>
  );
}
