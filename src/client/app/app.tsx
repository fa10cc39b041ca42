import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { useTheme } from "../features/theme/theme";
import { VISIBLE_TOASTS } from "../lib/constants";
import { AppRoutes } from "./routes";

const TOASTER_STYLE = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [theme] = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster
        visibleToasts={VISIBLE_TOASTS}
        position="top-center"
        closeButton
        theme={theme === "dark" || theme === "ocean" ? "dark" : "light"}
        style={TOASTER_STYLE}
      />
    </QueryClientProvider>
  );
}
