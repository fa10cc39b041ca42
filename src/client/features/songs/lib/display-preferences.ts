import { useCallback, useSyncExternalStore } from "react";

export type ChordDisplayMode = "numbers" | "letters" | "both";

/** How a reader likes charts shown; kept in this browser (not per song), so every chart opens the same way. */
export interface DisplayPreferences {
  display: ChordDisplayMode;
  minor: "m" | "-";
  fontScale: number;
  showLyrics: boolean;
}

/** Font scale steps: 85 % fits a long chart on a phone, 200 % reads from a music stand at arm's length. */
export const FONT_SCALES = [0.85, 1, 1.15, 1.3, 1.5, 1.75, 2] as const;

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  display: "numbers",
  minor: "m",
  fontScale: 1,
  showLyrics: true,
};

export const DISPLAY_PREFERENCES_STORAGE_KEY = "chartDisplayPreferences";

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: DisplayPreferences } | null = null;

function read(): DisplayPreferences {
  const raw = window.localStorage.getItem(DISPLAY_PREFERENCES_STORAGE_KEY);
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULT_DISPLAY_PREFERENCES;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<DisplayPreferences>) : {};
    value = {
      display: ["numbers", "letters", "both"].includes(parsed.display as string)
        ? (parsed.display as ChordDisplayMode)
        : DEFAULT_DISPLAY_PREFERENCES.display,
      minor: parsed.minor === "-" ? "-" : "m",
      fontScale: FONT_SCALES.includes(parsed.fontScale as (typeof FONT_SCALES)[number])
        ? (parsed.fontScale as number)
        : DEFAULT_DISPLAY_PREFERENCES.fontScale,
      showLyrics: parsed.showLyrics !== false,
    };
  } catch {
    // A hand-edited or foreign value: start from the defaults.
  }
  cached = { raw, value };
  return value;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The reader's display preferences, shared by every chart on screen and saved on change. */
export function useDisplayPreferences(): [DisplayPreferences, (change: Partial<DisplayPreferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, read, () => DEFAULT_DISPLAY_PREFERENCES);
  const update = useCallback((change: Partial<DisplayPreferences>) => {
    window.localStorage.setItem(DISPLAY_PREFERENCES_STORAGE_KEY, JSON.stringify({ ...read(), ...change }));
    for (const listener of listeners) listener();
  }, []);
  return [preferences, update];
}
