import { Timer } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { type Chart, type Key, keyName, shapeKey, soundingKey } from "../../../../music";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useDisplayPreferences } from "../lib/display-preferences";
import { DisplayControls, KeyCapoControls } from "./chart-controls";
import { ChartView } from "./chart-view";

/** The stored chart JSON, if it is one this client can draw. */
export function asChart(value: unknown): Chart | null {
  if (!value || typeof value !== "object") return null;
  const chart = value as Partial<Chart>;
  return Array.isArray(chart.sections) && chart.key && typeof chart.key.tonic === "number"
    ? (chart as Chart)
    : null;
}

interface SongChartPanelProps {
  chart: Chart;
  /** The capo the song is played with (the song's own setting). */
  capo: number;
  /** Extra controls (the metronome) shown with the chart's controls; on a phone behind a button. */
  tools?: ReactNode;
  /** The song's tempo, shown on that button. */
  tempo?: number | null;
}

/**
 * A chart with its reader's controls: the key and capo to play in (for this view only: the song keeps its
 * own), the display preferences (kept in this browser), and the chart drawn accordingly.
 */
export function SongChartPanel({ chart, capo: songCapo, tools, tempo }: SongChartPanelProps) {
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  const writtenSounding = useMemo(() => soundingKey(chart.key, songCapo), [chart.key, songCapo]);
  const [sounding, setSounding] = useState<Key>(writtenSounding);
  const [capo, setCapo] = useState(songCapo);
  const [preferences, setPreferences] = useDisplayPreferences();
  const shapes = useMemo(() => shapeKey(sounding, capo), [sounding, capo]);
  const transposed = keyName(sounding) !== keyName(writtenSounding);

  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-3 sm:p-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <KeyCapoControls
            sounding={sounding}
            capo={capo}
            shapes={shapes}
            onKeyChange={setSounding}
            onCapoChange={setCapo}
            trailing={
              tools && (
                <button
                  type="button"
                  aria-expanded={toolsOpen}
                  aria-controls={toolsId}
                  aria-label="Show metronome"
                  title="Metronome"
                  onClick={() => setToolsOpen((open) => !open)}
                  className={cn(
                    "ml-auto flex h-9 items-center gap-1 rounded-lg border px-2.5 text-sm font-medium text-muted-foreground sm:hidden",
                    toolsOpen ? "border-primary/40 bg-accent text-accent-foreground" : "bg-card",
                  )}
                >
                  <Timer className="size-4" aria-hidden />
                  {tempo ? <span className="tabular-nums">{tempo}</span> : null}
                </button>
              )
            }
          />
          {transposed && (
            <button
              type="button"
              className="text-sm font-medium text-primary hover:underline"
              onClick={() => {
                setSounding(writtenSounding);
                setCapo(songCapo);
              }}
            >
              Back to {keyName(writtenSounding)}
            </button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <DisplayControls preferences={preferences} onChange={setPreferences} />
          {tools && (
            <div
              id={toolsId}
              className={cn(
                "w-full border-t pt-3 sm:block sm:w-auto sm:border-0 sm:pt-0",
                toolsOpen ? "block" : "hidden",
              )}
            >
              {tools}
            </div>
          )}
        </div>
      </Card>
      <p className="hidden text-sm print:block">
        Key {keyName(sounding)}
        {capo > 0 ? ` · Capo ${capo} (${keyName(shapes)} shapes)` : ""}
      </p>
      <Card className="px-4 py-5 sm:px-7 sm:py-7 print:border-0 print:bg-transparent print:p-0 print:shadow-none">
        <ChartView
          chart={chart}
          shapes={shapes}
          display={preferences.display}
          minor={preferences.minor}
          showLyrics={preferences.showLyrics}
          fontScale={preferences.fontScale}
        />
      </Card>
    </div>
  );
}
