import { useEffect, useState } from 'react';
import { copyText } from './copy-text.ts';

/**
 * Copies text and remembers for a moment that it did, so a copy button can show 'Copied'. `copy`
 * resolves to whether the text was copied; the button says what went wrong when it was not.
 */
export function useCopyText(showCopiedForMs: number) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), showCopiedForMs);
    return () => window.clearTimeout(timer);
  }, [copied, showCopiedForMs]);

  const copy = async (text: string): Promise<boolean> => {
    const done = await copyText(text);
    if (done) setCopied(true);
    return done;
  };

  return { copied, copy };
}
