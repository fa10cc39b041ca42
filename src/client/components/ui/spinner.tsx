import { cn } from "../../lib/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center", className)}>
      <span
        className="size-6 animate-spin rounded-full border-2 border-muted-foreground/25 border-t-primary"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the space of a page while it (or the session) loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center">
      <Spinner />
    </div>
  );
}
