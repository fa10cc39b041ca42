/** An illustration of a converted chart for the marketing pages: the same song in numbers, shown in G. */
const SECTIONS: { name: string; bars: string[][] }[] = [
  { name: "Intro", bars: [["1"], ["4"], ["1"], ["5"]] },
  { name: "Verse", bars: [["1"], ["1", "4"], ["1"], ["5"], ["1"], ["1/3", "4"], ["1", "5"], ["1"]] },
  { name: "Chorus", bars: [["4"], ["1"], ["6m"], ["5sus", "5"]] },
];

const KEYS = ["G", "A", "Bb", "D"];

export function ChartPreview() {
  return (
    <figure
      aria-label="A chart in Nashville numbers"
      className="relative w-full max-w-md rounded-2xl border bg-card p-5 shadow-2xl shadow-primary/10 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Now playing</p>
          <p className="mt-1 text-lg font-semibold">Amazing Grace</p>
          <p className="text-sm text-muted-foreground">3/4 · 72 BPM · Capo 0</p>
        </div>
        <div className="flex gap-1" aria-hidden>
          {KEYS.map((key) => (
            <span
              key={key}
              className={
                key === "G"
                  ? "rounded-md bg-primary px-2 py-1 text-xs font-semibold text-primary-foreground"
                  : "rounded-md bg-muted px-2 py-1 text-xs font-medium text-muted-foreground"
              }
            >
              {key}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-5 grid gap-4">
        {SECTIONS.map((section) => (
          <div key={section.name}>
            <p className="mb-1.5 text-xs font-semibold text-primary">{section.name}</p>
            <div className="grid grid-cols-4 overflow-hidden rounded-lg border font-mono text-[0.95rem]">
              {section.bars.map((bar, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: static illustration, bars never reorder
                  key={index}
                  className="flex h-10 items-center justify-around border-r border-b px-1 nth-[4n]:border-r-0 nth-last-[-n+4]:border-b-0"
                >
                  {bar.map((chord) => (
                    <span key={chord}>{chord}</span>
                  ))}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
