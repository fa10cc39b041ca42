import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyTheme, readStoredTheme } from "./features/theme/theme";
import { capturePendingInvite } from "./lib/pending-invite";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

// /theme-init.js already set the theme before paint; this keeps the class right if that script was blocked.
applyTheme(readStoredTheme());
// Before the first render, so no screen ever sees (or links on) the ?invite= code.
capturePendingInvite();

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Offline support is a bonus: the app works the same without a service worker.
    });
  });
}
