import { lazy, Suspense } from "react";

// Mounted by the layouts whose pages toast (app shell, auth and share screens); the marketing pages never
// toast, so sonner stays out of the landing bundle.
const Toaster = lazy(() => import("./toaster"));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
