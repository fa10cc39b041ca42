import { cn } from "../../lib/cn";

/** The Bandbook mark and word. */
export function Logo({ className, withWord = true }: { className?: string; withWord?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M10 8.5h7.2a4.3 4.3 0 0 1 0 8.6H10zm0 8.6h8.4a4.45 4.45 0 0 1 0 8.9H10z"
          className="fill-none stroke-primary-foreground"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
      </svg>
      {withWord && <span className="text-[1.05rem]">Bandbook</span>}
    </span>
  );
}
