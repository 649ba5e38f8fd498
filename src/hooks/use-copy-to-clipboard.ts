// Copies text to the clipboard and remembers for a moment that it did, for a "Copied" label.
import { useCallback, useEffect, useState } from 'react';

/** How long a button says "Copied" after a copy. */
export const COPIED_FEEDBACK_MS = 2500;

export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  /** False when the browser refused (no permission, no secure context, no clipboard at all). */
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      setCopied(false);
      return false;
    }
  }, []);

  return { copied, copy };
}
