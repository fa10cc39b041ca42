import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { THEME_LABELS, THEMES, type Theme, useTheme } from "./theme";

/** Swatch colours (background, card, primary) so each option previews itself whatever theme is active. */
const SWATCHES: Record<Theme, [string, string, string]> = {
  light: ["#f8f8fa", "#ffffff", "#4f46e5"],
  dark: ["#0c0c10", "#1d1d24", "#8b93ff"],
  ocean: ["#061726", "#0f2c45", "#22d3ee"],
  forest: ["#f3f5ef", "#e7ece1", "#2d6a3e"],
};

/** The full theme chooser of the settings page: one card per theme, as a radio group. */
export function ThemePicker() {
  const [current, setTheme] = useTheme();
  return (
    <div role="radiogroup" aria-label="Theme" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {THEMES.map((theme) => {
        const [background, surface, primary] = SWATCHES[theme];
        const selected = theme === current;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-like radio reads better than a bare input here
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => setTheme(theme)}
            className={cn(
              "group rounded-xl border bg-card p-2 text-left transition hover:border-primary/60",
              selected ? "border-primary ring-2 ring-primary/30" : "border-border",
            )}
          >
            <span
              className="flex h-16 items-end gap-1.5 rounded-lg border border-black/5 p-2"
              style={{ background }}
              aria-hidden
            >
              <span className="h-6 flex-1 rounded" style={{ background: surface }} />
              <span className="h-6 w-6 rounded-full" style={{ background: primary }} />
            </span>
            <span className="mt-2 flex items-center justify-between px-1 text-sm font-medium">
              {THEME_LABELS[theme]}
              {selected && <Check className="size-4 text-primary" aria-hidden />}
            </span>
          </button>
        );
      })}
    </div>
  );
}
