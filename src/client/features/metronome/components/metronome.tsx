import { Minus, Pause, Play, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { BPM_MAX, BPM_MIN } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { addTap, Metronome as MetronomeEngine, tempoFromTaps } from "../lib/metronome-engine";

/** When a song has no tempo the metronome starts here, a common moderate pulse. */
export const DEFAULT_BPM = 100;
const DEFAULT_BEATS_PER_BAR = 4;

function beatsPerBarOf(timeSignature: string | null | undefined): number {
  const beats = Number(timeSignature?.split("/")[0]);
  return Number.isInteger(beats) && beats > 0 && beats <= 16 ? beats : DEFAULT_BEATS_PER_BAR;
}

const clampBpm = (bpm: number) => Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(bpm)));

/** A metronome at the song's tempo: clicks on the audio clock, a beat light per beat, tap tempo. */
export function Metronome({
  bpm: songBpm,
  timeSignature,
}: {
  bpm: number | null;
  timeSignature?: string | null;
}) {
  const beatsPerBar = beatsPerBarOf(timeSignature);
  const [bpm, setBpm] = useState(songBpm ?? DEFAULT_BPM);
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState(-1);
  const [taps, setTaps] = useState<number[]>([]);
  const engine = useRef<MetronomeEngine | null>(null);

  useEffect(() => setBpm(songBpm ?? DEFAULT_BPM), [songBpm]);

  useEffect(() => {
    if (engine.current) {
      engine.current.bpm = bpm;
      engine.current.beatsPerBar = beatsPerBar;
    }
  }, [bpm, beatsPerBar]);

  useEffect(() => () => engine.current?.dispose(), []);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const draw = () => {
      const metronome = engine.current;
      if (metronome) {
        let shown: number | null = null;
        while (metronome.queue.length > 0 && metronome.queue[0]!.time <= metronome.now) {
          shown = metronome.queue.shift()!.beat;
        }
        if (shown !== null) setBeat(shown);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  function toggle() {
    if (running) {
      engine.current?.stop();
      setRunning(false);
      setBeat(-1);
      return;
    }
    engine.current ??= new MetronomeEngine(bpm, beatsPerBar);
    engine.current.start();
    setRunning(true);
  }

  function tap() {
    const next = addTap(taps, performance.now());
    setTaps(next);
    const tempo = tempoFromTaps(next);
    if (tempo !== null) setBpm(clampBpm(tempo));
  }

  return (
    <section aria-label="Metronome" className="flex flex-wrap items-center gap-x-2 gap-y-2 sm:gap-x-3">
      <Button
        size="sm"
        variant={running ? "primary" : "outline"}
        onClick={toggle}
        aria-pressed={running}
        aria-label={running ? "Stop metronome" : "Start metronome"}
      >
        {running ? <Pause aria-hidden /> : <Play aria-hidden />}
        {running ? "Stop" : "Click"}
      </Button>
      <div className="flex items-center rounded-lg border bg-card">
        <button
          type="button"
          className="flex size-7 items-center justify-center text-muted-foreground hover:text-foreground sm:size-8"
          aria-label="Slower"
          onClick={() => setBpm((value) => clampBpm(value - 1))}
        >
          <Minus className="size-3.5" aria-hidden />
        </button>
        <span className="min-w-15 text-center text-sm font-semibold tabular-nums" aria-live="polite">
          {bpm} <span className="text-xs font-normal text-muted-foreground">BPM</span>
        </span>
        <button
          type="button"
          className="flex size-7 items-center justify-center text-muted-foreground hover:text-foreground sm:size-8"
          aria-label="Faster"
          onClick={() => setBpm((value) => clampBpm(value + 1))}
        >
          <Plus className="size-3.5" aria-hidden />
        </button>
      </div>
      <Button size="sm" variant="ghost" onClick={tap} aria-label="Tap tempo">
        Tap
      </Button>
      <div className="flex items-center gap-1 sm:gap-1.5" aria-hidden>
        {Array.from({ length: beatsPerBar }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: one light per beat of the bar
            key={index}
            data-testid="beat-light"
            className={cn(
              "size-2.5 rounded-full bg-muted-foreground/25 transition-[background-color,transform] duration-75",
              beat === index && (index === 0 ? "scale-125 bg-primary" : "scale-110 bg-foreground/70"),
            )}
          />
        ))}
      </div>
    </section>
  );
}
