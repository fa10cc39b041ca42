import { SlidersHorizontal } from "lucide-react";
import { Popover, Slider } from "radix-ui";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import {
  activeFilterCount,
  BPM_FILTER_DEFAULT,
  BPM_FILTER_MAX,
  BPM_FILTER_MIN,
  BPM_FILTER_STEP,
  type LibraryQuery,
} from "../lib/library-query";

const BPM_THUMB_LABELS = ["Minimum BPM", "Maximum BPM"];

interface LibraryFiltersProps {
  query: LibraryQuery;
  onChange: (change: Partial<LibraryQuery>) => void;
}

/** The filter popover (spec §2): covers only, and a BPM range that filters only once moved. */
export function LibraryFilters({ query, onChange }: LibraryFiltersProps) {
  const coversId = useId();
  const active = activeFilterCount(query);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" aria-label={active ? `Filters (${active} active)` : "Filters"}>
          <SlidersHorizontal aria-hidden />
          <span className="hidden sm:inline">Filter</span>
          {active > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[0.7rem] font-semibold text-primary-foreground">
              {active}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="animate-overlay-in z-50 grid w-72 gap-5 rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
        >
          <label htmlFor={coversId} className="flex items-center gap-3 text-sm">
            <input
              id={coversId}
              type="checkbox"
              checked={query.coversOnly}
              onChange={(event) => onChange({ coversOnly: event.target.checked })}
              className="size-4 accent-primary"
            />
            Only covers
          </label>
          <div className="grid gap-3">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium">BPM</span>
              <span className="text-muted-foreground tabular-nums" data-testid="bpm-range">
                {query.bpmRange[0]}–{query.bpmRange[1]}
              </span>
            </div>
            <Slider.Root
              min={BPM_FILTER_MIN}
              max={BPM_FILTER_MAX}
              step={BPM_FILTER_STEP}
              minStepsBetweenThumbs={1}
              value={[...query.bpmRange]}
              onValueChange={(value) => onChange({ bpmRange: [value[0]!, value[1]!] })}
              className="relative flex h-5 touch-none items-center select-none"
            >
              <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
                <Slider.Range className="absolute h-full rounded-full bg-primary" />
              </Slider.Track>
              {BPM_THUMB_LABELS.map((label) => (
                <Slider.Thumb
                  key={label}
                  aria-label={label}
                  className="block size-5 rounded-full border-2 border-primary bg-card shadow focus-visible:outline-2 focus-visible:outline-ring"
                />
              ))}
            </Slider.Root>
          </div>
          {active > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => onChange({ coversOnly: false, bpmRange: BPM_FILTER_DEFAULT })}
            >
              Clear filters
            </Button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
