import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { PublicTrip } from '@vozimo/contract';
import { useEffect, useState } from 'react';
import { copyText } from '../copy-text.ts';
import { copyLinkLabel, tripPageLink } from '../trip-display.ts';

const COPIED_FOR_MS = 2500;

/** 'Copy Quote Link' for a draft, else 'Copy Payment Link': the whole link with its token. */
export function CopyTripLinkButton({ trip }: { trip: Pick<PublicTrip, 'status' | 'reference' | 'token'> }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const link = tripPageLink(window.location.origin, trip.reference, trip.token);
    if (await copyText(link)) {
      setCopied(true);
      notifications.show({ color: 'green', title: 'Copied', message: 'The trip link is on your clipboard.' });
    } else {
      notifications.show({ color: 'red', title: 'Could not copy', message: `Copy the link by hand: ${link}` });
    }
  };

  return (
    <Button
      variant={copied ? 'light' : 'filled'}
      color={copied ? 'green' : undefined}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      onClick={() => void copy()}
      aria-live="polite"
    >
      {copied ? 'Copied' : copyLinkLabel(trip.status)}
    </Button>
  );
}
