import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useTheme } from "../features/theme/theme";
import { VISIBLE_TOASTS } from "../lib/constants";

const TOASTER_STYLE = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;

/** One toast at a time (spec §4), coloured by the current theme. */
export default function Toaster() {
  const [theme] = useTheme();
  return (
    <SonnerToaster
      visibleToasts={VISIBLE_TOASTS}
      position="top-center"
      closeButton
      theme={theme === "dark" || theme === "ocean" ? "dark" : "light"}
      style={TOASTER_STYLE}
    />
  );
}
