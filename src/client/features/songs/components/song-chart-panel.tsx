import { type ReactNode, useMemo, useState } from "react";
import { type Chart, type Key, keyName, shapeKey, soundingKey } from "../../../../music";
import { Card } from "../../../components/ui/card";
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
  /** Extra controls (the metronome) shown with the chart's controls. */
  tools?: ReactNode;
  sourceText?: string | null;
}

/**
 * A chart with its reader's controls: the key and capo to play in (for this view only: the song keeps its
 * own), the display preferences (kept in this browser), and the chart drawn accordingly.
 */
export function SongChartPanel({ chart, capo: songCapo, tools }: SongChartPanelProps) {
  const writtenSounding = useMemo(() => soundingKey(chart.key, songCapo), [chart.key, songCapo]);
  const [sounding, setSounding] = useState<Key>(writtenSounding);
  const [capo, setCapo] = useState(songCapo);
  const [preferences, setPreferences] = useDisplayPreferences();
  const shapes = shapeKey(sounding, capo);
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
          {tools}
        </div>
      </Card>
      <p className="hidden text-sm print:block">
        Key {keyName(sounding)}
        {capo > 0 ? ` · Capo ${capo} (${keyName(shapes)} shapes)` : ""}
      </p>
      <Card className="px-4 py-5 sm:px-7 sm:py-7 print:border-0 print:p-0 print:shadow-none">
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
