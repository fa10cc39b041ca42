import { ChevronDown, Sparkles } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

// The form (and the zod schema it validates with) loads when the card first opens, not with the dashboard.
const loadForm = () => import("./create-chart-form");
const CreateChartForm = lazy(() => loadForm().then((form) => ({ default: form.CreateChartForm })));
/** Fetches the form as the pointer or focus reaches the card, so it is usually there by the click. */
const prefetchForm = () => {
  loadForm().catch(() => {});
};

/** The dashboard's expandable create-chart card (spec §2). */
export function CreateChartCard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card className="overflow-hidden">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
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
          <Suspense
            fallback={
              <div className="flex min-h-40 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <CreateChartForm autoFocus />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
