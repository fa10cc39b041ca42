import { Sparkles, X } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { hasSeenDemoSongsWelcome, markDemoSongsWelcomeSeen } from "../../../lib/demo-songs-welcome";

/** The one-time card that explains the demo songs a new band starts with (spec §2). */
export function DemoSongsWelcome() {
  const [seen, setSeen] = useState(hasSeenDemoSongsWelcome);
  if (seen) return null;
  function dismiss() {
    markDemoSongsWelcomeSeen();
    setSeen(true);
  }
  return (
    <Card
      className="relative flex gap-3 border-primary/25 bg-accent/60 p-4 pr-12 sm:p-5 sm:pr-12"
      role="region"
      aria-label="Demo songs"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">Your library starts with three demo songs</p>
        <p className="mt-1 text-muted-foreground">
          Open one to try the key and capo controls, switch between numbers and chords, or start the
          metronome. Delete them whenever you like — they’re marked{" "}
          <strong className="font-semibold">Demo</strong>.
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </button>
    </Card>
  );
}
