// Copies a text to the clipboard and remembers for a moment that it did, for a "copied" button state.
import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says "copied". */
export const COPIED_FEEDBACK_MS = 2500;

export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  /** False where the clipboard refuses (an old browser, access denied): show the text to copy by hand. */
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      return false;
    }
  }, []);

  return { copied, copy };
}
