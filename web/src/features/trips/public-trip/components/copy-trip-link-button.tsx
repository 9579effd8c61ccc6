import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { PublicTrip } from '@vozimo/contract';
import { showFailureToast } from '../../../../components/failure-toast.tsx';
import { useCopyText } from '../../../../lib/use-copy-text.ts';
import { copyLinkLabel, tripPageLink } from '../trip-display.ts';

const COPIED_FOR_MS = 2500;

/** 'Copy Quote Link', 'Copy Payment Link' or 'Copy Trip Link' (copyLinkLabel): the whole link with its token. */
export function CopyTripLinkButton({ trip }: { trip: Pick<PublicTrip, 'status' | 'deposit_paid' | 'deposit_by_bank_transfer' | 'reference' | 'token'> }) {
  const { copied, copy } = useCopyText(COPIED_FOR_MS);

  const copyLink = async () => {
    const link = tripPageLink(window.location.origin, trip.reference, trip.token);
    if (await copy(link)) {
      notifications.show({ color: 'green', title: 'Copied', message: 'The trip link is on your clipboard.' });
    } else {
      showFailureToast(`Copy the link by hand: ${link}`, { title: 'Could not copy' });
    }
  };

  return (
    <Button
      variant={copied ? 'light' : 'filled'}
      color={copied ? 'green' : undefined}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      onClick={() => void copyLink()}
      aria-live="polite"
    >
      {copied ? 'Copied' : copyLinkLabel(trip)}
    </Button>
  );
}
