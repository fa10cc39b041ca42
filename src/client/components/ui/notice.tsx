import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type Tone = "info" | "success" | "error";

const TONES: Record<Tone, string> = {
  info: "border-primary/25 bg-accent text-accent-foreground",
  success: "border-emerald-600/25 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300",
  error: "border-destructive/30 bg-destructive/10 text-destructive",
};

const ICONS = { info: Info, success: CircleCheck, error: CircleAlert };

/** A message box above a form or card: what just happened, or what to do next. */
export function Notice({
  tone = "info",
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-2.5 rounded-xl border px-4 py-3 text-sm leading-relaxed",
        TONES[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
