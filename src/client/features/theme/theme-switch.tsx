import { Palette } from "lucide-react";
import { useId } from "react";
import { THEME_LABELS, THEMES, useTheme } from "./theme";

/** A compact theme chooser for places without a settings page (marketing pages, signed out). */
export function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  const id = useId();
  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        Theme
      </label>
      <Palette className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" aria-hidden />
      <select
        id={id}
        value={theme}
        onChange={(event) => setTheme(event.target.value as (typeof THEMES)[number])}
        className="h-9 appearance-none rounded-lg border border-input bg-card pr-8 pl-8 text-sm text-foreground shadow-xs hover:bg-muted"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {THEME_LABELS[option]}
          </option>
        ))}
      </select>
      <svg
        className="pointer-events-none absolute right-2.5 size-3.5 text-muted-foreground"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="m4 6 4 4 4-4" />
      </svg>
    </div>
  );
}
