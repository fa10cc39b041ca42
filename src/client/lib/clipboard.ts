import { useCallback, useEffect, useState } from "react";

/** How long a copy button says "Copied" (spec §4, §9). */
const COPIED_STATE_MS = 3_000;

/**
 * Copies text with the Clipboard API, else the older execCommand copy (spec §8); false when both fail,
 * so the caller can show the text for copying by hand.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (an insecure origin, an iframe): try the older way.
  }
  return copyWithExecCommand(text);
}

function copyWithExecCommand(text: string): boolean {
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.style.position = "fixed";
  textarea.style.opacity = "0";
  document.body.append(textarea);
  textarea.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

/** copyText, plus a flag that stays true for COPIED_STATE_MS after a copy worked (the button's "Copied"). */
export function useCopyText(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    const done = await copyText(text);
    if (done) setCopied(true);
    return done;
  }, []);
  return { copied, copy };
}
