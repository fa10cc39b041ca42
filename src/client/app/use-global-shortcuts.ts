import { useEffect } from "react";

interface Shortcuts {
  onNewSong: () => void;
  onCommand: () => void;
}

/** Typing in a field, or working inside an open dialog, never triggers a shortcut. */
function isTypingContext(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("[role=dialog]")) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file"].includes(type);
}

/** `n` opens the new-song dialog; Ctrl/Cmd+K opens the command dialog (spec §2). */
export function useGlobalShortcuts({ onNewSong, onCommand }: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || isTypingContext(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        onCommand();
      } else if (
        key === "n" &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !event.shiftKey &&
        !event.repeat
      ) {
        event.preventDefault();
        onNewSong();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onNewSong, onCommand]);
}
