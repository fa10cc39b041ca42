import { ChevronDown, Sparkles } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { CreateChartForm } from "./create-chart-form";

/** The dashboard's expandable create-chart card (spec §2). */
export function CreateChartCard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card className="overflow-hidden">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-muted/50 sm:px-5"
      >
        <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Sparkles className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">Create a chart</span>
          <span className="block truncate text-xs text-muted-foreground">
            Paste chords and lyrics, ChordPro or a description — get a Nashville number chart.
          </span>
        </span>
        <ChevronDown
          className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      {open && (
        <div className="border-t px-4 py-4 sm:px-5">
          <CreateChartForm autoFocus />
        </div>
      )}
    </Card>
  );
}
