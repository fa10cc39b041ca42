import { ChevronsUpDown, Users } from "lucide-react";
import { cn } from "../../../lib/cn";

/** Where the selected band shows and changes; the band list arrives with the bands feature. */
export function BandSwitcher({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex h-10 min-w-0 items-center gap-2.5 rounded-lg border border-dashed px-3 text-sm text-muted-foreground",
        className,
      )}
      data-slot="band-switcher"
    >
      <Users className="size-4 shrink-0" aria-hidden />
      <span className="truncate">No band selected</span>
      <ChevronsUpDown className="ml-auto size-4 shrink-0 opacity-60" aria-hidden />
    </div>
  );
}
