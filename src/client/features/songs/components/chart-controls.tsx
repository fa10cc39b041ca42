import { ALargeSmall, ChevronDown, Minus, Plus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { KEY_OPTIONS, type Key, keyName, parseKey } from "../../../../music";
import { CAPO_MAX } from "../../../../shared/songs";
import { cn } from "../../../lib/cn";
import { type ChordDisplayMode, type DisplayPreferences, FONT_SCALES } from "../lib/display-preferences";
import { engrave } from "./chord-symbol";

const CAPO_FRETS = Array.from({ length: CAPO_MAX + 1 }, (_, fret) => fret);

const SELECT =
  "h-9 rounded-lg border border-input bg-card pr-7 pl-2.5 text-sm font-medium shadow-xs focus-visible:border-ring sm:pr-8 sm:pl-3";

interface KeyCapoProps {
  sounding: Key;
  capo: number;
  shapes: Key;
  onKeyChange: (key: Key) => void;
  onCapoChange: (capo: number) => void;
  /** Shown at the end of the key and capo row (on a phone: the button that opens the metronome). */
  trailing?: ReactNode;
}

/** Play in any of the 12 keys of the song's mode, with a capo on any fret up to CAPO_MAX. */
export function KeyCapoControls({
  sounding,
  capo,
  shapes,
  onKeyChange,
  onCapoChange,
  trailing,
}: KeyCapoProps) {
  const keyId = useId();
  const capoId = useId();
  const options = KEY_OPTIONS.filter((option) => option.key.mode === sounding.mode);
  const current = options.find((option) => option.key.tonic === sounding.tonic)?.name ?? keyName(sounding);
  return (
    <div className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-2 sm:flex-none sm:gap-x-3">
      <label htmlFor={keyId} className="flex items-center gap-1.5 text-sm text-muted-foreground sm:gap-2">
        Key
        <select
          id={keyId}
          className={cn(SELECT, "w-[4.75rem] sm:w-auto")}
          value={current}
          onChange={(event) => {
            const key = parseKey(event.target.value);
            if (key) onKeyChange(key);
          }}
        >
          {options.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={capoId} className="flex items-center gap-1.5 text-sm text-muted-foreground sm:gap-2">
        Capo
        <select
          id={capoId}
          className={cn(SELECT, "w-[6rem] sm:w-auto")}
          value={capo}
          onChange={(event) => onCapoChange(Number(event.target.value))}
        >
          {CAPO_FRETS.map((fret) => (
            <option key={fret} value={fret}>
              {fret === 0 ? "None" : fret}
            </option>
          ))}
        </select>
      </label>
      {trailing}
      {capo > 0 && (
        <p className="w-full text-sm sm:w-auto" data-testid="capo-summary">
          Play <strong className="font-semibold">{engrave(keyName(shapes), true)}</strong> shapes · sounds in{" "}
          <strong className="font-semibold">{engrave(keyName(sounding), true)}</strong>
        </p>
      )}
    </div>
  );
}

const DISPLAY_LABELS: [ChordDisplayMode, string][] = [
  ["numbers", "Numbers"],
  ["letters", "Chords"],
  ["both", "Both"],
];

interface DisplayProps {
  preferences: DisplayPreferences;
  onChange: (change: Partial<DisplayPreferences>) => void;
}

/** Numbers, chord letters or both; lyrics; minor written m or -; font size. Saved in this browser. */
export function DisplayControls({ preferences, onChange }: DisplayProps) {
  const [textOptionsOpen, setTextOptionsOpen] = useState(false);
  const textOptionsId = useId();
  const scaleIndex = FONT_SCALES.indexOf(preferences.fontScale as (typeof FONT_SCALES)[number]);
  const stepScale = (step: number) => {
    const next = FONT_SCALES[Math.min(FONT_SCALES.length - 1, Math.max(0, scaleIndex + step))];
    if (next !== undefined) onChange({ fontScale: next });
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
      <fieldset className="flex rounded-lg border bg-muted p-0.5" aria-label="Show chords as">
        {DISPLAY_LABELS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={preferences.display === value}
            onClick={() => onChange({ display: value })}
            className={cn(
              "h-8 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors sm:px-3",
              preferences.display === value && "bg-card text-foreground shadow-xs",
            )}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <ToggleChip
        pressed={preferences.showLyrics}
        onClick={() => onChange({ showLyrics: !preferences.showLyrics })}
      >
        Lyrics
      </ToggleChip>
      <button
        type="button"
        aria-expanded={textOptionsOpen}
        aria-controls={textOptionsId}
        aria-label="Text options"
        title="Text options"
        onClick={() => setTextOptionsOpen((open) => !open)}
        className={cn(
          "flex h-9 items-center rounded-lg border px-1.5 text-muted-foreground sm:hidden",
          textOptionsOpen ? "border-primary/40 bg-accent text-accent-foreground" : "bg-card",
        )}
      >
        <ALargeSmall className="size-4" aria-hidden />
        <ChevronDown
          className={cn("size-3.5 transition-transform", textOptionsOpen && "rotate-180")}
          aria-hidden
        />
      </button>
      <div
        id={textOptionsId}
        className={cn(
          "w-full items-center gap-1.5 sm:flex sm:w-auto sm:gap-2",
          textOptionsOpen ? "flex" : "hidden",
        )}
      >
        <ToggleChip
          pressed={preferences.minor === "-"}
          onClick={() => onChange({ minor: preferences.minor === "-" ? "m" : "-" })}
          label="Write minor chords with a dash"
        >
          {preferences.minor === "-" ? "6-" : "6m"}
        </ToggleChip>
        <fieldset className="flex items-center rounded-lg border bg-card" aria-label="Font size">
          <button
            type="button"
            className="flex size-8 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-40"
            aria-label="Smaller text"
            disabled={scaleIndex <= 0}
            onClick={() => stepScale(-1)}
          >
            <Minus className="size-3.5" aria-hidden />
          </button>
          <ALargeSmall className="size-4 text-muted-foreground" aria-hidden />
          <button
            type="button"
            className="flex size-8 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-40"
            aria-label="Larger text"
            disabled={scaleIndex >= FONT_SCALES.length - 1}
            onClick={() => stepScale(1)}
          >
            <Plus className="size-3.5" aria-hidden />
          </button>
        </fieldset>
      </div>
    </div>
  );
}

function ToggleChip({
  pressed,
  onClick,
  label,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        "h-9 rounded-lg border px-2.5 text-sm font-medium transition-colors sm:px-3",
        pressed ? "border-primary/40 bg-accent text-accent-foreground" : "bg-card text-muted-foreground",
      )}
    >
      {children}
    </button>
  );
}
