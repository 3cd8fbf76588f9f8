import { useState } from 'react';

/**
 * Copies text to the clipboard and says how it went. Without a clipboard (an insecure origin, a
 * refused permission) the field `fallbackId` takes the focus, its text selected to copy by hand.
 */
export function useCopyText(fallbackId: string) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      document.getElementById(fallbackId)?.focus();
      setCopied('failed');
    }
  }

  return { copied, copy };
}
