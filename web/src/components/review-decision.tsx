import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { rejectionRequestSchema, type RejectionRequestInput } from '@vozimo/contract';
import { useState } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { fieldAtPath } from '../lib/forms/form-messages.ts';
import { zodFormResolver } from '../lib/forms/schema-resolver.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../lib/forms/server-messages.ts';
import { ConfirmModal } from './confirm-modal.tsx';

interface ReviewDecisionProps {
  /** What is decided on, as staff read it ('Ivo Ivić', 'ST 1234-AB'). */
  subject: string;
  /** What approving does, in a sentence, for the confirmation. */
  approveNote: string;
  /** Who reads the reason ('The company sees it on its Drivers screen.'). */
  reasonNote: string;
  busy: boolean;
  /**
   * False once the record cannot be decided any more (a partner application someone decided): the
   * buttons go, while a dialog still open keeps showing why its decision was refused.
   */
  decidable?: boolean;
  /** Resolves when the approval is saved; rejects with the API error, whose sentence the dialog shows. */
  onApprove: () => Promise<unknown>;
  /** Resolves when the rejection is saved; rejects with the API error (a 422 lands at the reason). */
  onReject: (body: RejectionRequestInput) => Promise<unknown>;
}

const fieldOf = fieldAtPath(['reason']);

/** The server's sentence for a refused decision (409: another staff member decided first), else the unexpected failure's words. */
const refusalOf = (error: unknown) => (isApiError(error) ? error.message : unexpectedFailureMessage(error));

const NO_ANSWER = { saving: false, refusal: null };

/**
 * The two decisions of every back-office approval (docs/decisions/0023-back-office.md): 'Approve'
 * after a confirmation, 'Reject' with a reason that must be written (the contract's schema, the
 * same as the server's). A decision the server refuses keeps its dialog open with the server's
 * sentence, e.g. who decided first (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md),
 * while the page behind reads the record again.
 */
export function ReviewDecision({ subject, approveNote, reasonNote, busy, decidable = true, onApprove, onReject }: ReviewDecisionProps) {
  const [confirming, setConfirming] = useState(false);
  const [approval, setApproval] = useState<{ saving: boolean; refusal: string | null }>(NO_ANSWER);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RejectionRequestInput>({
    initialValues: { reason: '' },
    validate: zodFormResolver(rejectionRequestSchema, { fieldOf }),
  });

  const approve = async () => {
    setApproval({ saving: true, refusal: null });
    try {
      await onApprove();
      setConfirming(false);
      setApproval(NO_ANSWER);
    } catch (error) {
      setApproval({ saving: false, refusal: refusalOf(error) });
    }
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onReject(values);
      setRejecting(false);
      form.reset();
    } catch (error) {
      const messages = serverFormMessages(error, fieldOf);
      if (messages) {
        form.setErrors(messages.fields);
        setFailure(messages.other[0] ?? null);
      } else setFailure(refusalOf(error));
    }
  });

  return (
    <>
      {decidable && (
        <Group gap="sm">
          <Button color="green" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setConfirming(true)} disabled={busy}>
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => {
              setFailure(null);
              setRejecting(true);
            }}
            disabled={busy}
          >
            Reject
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          setApproval(NO_ANSWER);
        }}
        title={`Approve ${subject}?`}
        note={approveNote}
        confirmLabel="Approve"
        confirmColor="green"
        onConfirm={() => void approve()}
        answer={approval}
      />
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={`Reject ${subject}`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label="Reason"
              description={reasonNote}
              required
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={busy}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
