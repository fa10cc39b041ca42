import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { AppRoutes } from "./routes";

// Loaded after the first paint: nothing toasts before a page has rendered.
const Toaster = lazy(() => import("./toaster"));

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
