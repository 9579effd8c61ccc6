import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { copyText } from '../../public-trip/copy-text.ts';

const COPIED_FOR_MS = 2000;

/** Copies one bank detail, so it can be pasted into the bank's form exactly. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value)) setCopied(true);
    else notifications.show({ color: 'red', title: 'Could not copy', message: `Copy the ${label.toLowerCase()} by hand: ${value}` });
  };

  return (
    <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow position="left">
      <ActionIcon
        variant={copied ? 'light' : 'subtle'}
        color={copied ? 'green' : 'gray'}
        size="lg"
        onClick={() => void copy()}
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
      >
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
