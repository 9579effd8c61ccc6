import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { useCopyText } from '../../../lib/use-copy-text.ts';

const COPIED_FOR_MS = 2000;

/** Copies one bank detail, so it can be pasted into the bank's form exactly. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopyText(COPIED_FOR_MS);

  const copyValue = async () => {
    if (!(await copy(value))) showFailureToast(`Copy the ${label.toLowerCase()} by hand: ${value}`, { title: 'Could not copy' });
  };

  return (
    <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow position="left">
      <ActionIcon
        variant={copied ? 'light' : 'subtle'}
        color={copied ? 'green' : 'gray'}
        size="lg"
        onClick={() => void copyValue()}
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
      >
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
