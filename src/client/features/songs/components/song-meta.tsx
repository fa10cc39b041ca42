import type { ReactNode } from "react";
import type { SharedSong, SongDetail } from "../../../../shared/songs";
import { Badge, DEMO_TAG, engraveKey, SongBadges } from "./song-badges";

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
}

/** The song's title and facts at a glance: key, tempo, time, length, tags. */
export function SongMeta({
  song,
  actions,
}: {
  song: (SongDetail | SharedSong) & Partial<Pick<SongDetail, "tags" | "isCover" | "durationSeconds">>;
  actions?: ReactNode;
}) {
  const facts = [
    song.key && { label: "Key", value: engraveKey(song.key) },
    song.bpm && { label: "BPM", value: String(song.bpm) },
    song.timeSignature && { label: "Time", value: song.timeSignature },
    song.durationSeconds && { label: "Length", value: formatDuration(song.durationSeconds) },
  ].filter(Boolean) as { label: string; value: string }[];
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-[1.7rem] leading-tight font-semibold tracking-tight text-balance sm:text-3xl">
          {song.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {facts.map((fact) => (
            <span key={fact.label} className="flex items-baseline gap-1.5">
              <span className="text-xs tracking-wide text-muted-foreground uppercase">{fact.label}</span>
              <span className="font-semibold">{fact.value}</span>
            </span>
          ))}
          <span className="flex flex-wrap gap-1.5">
            <SongBadges tags={song.tags ?? []} isCover={song.isCover ?? false} capo={song.capo} />
            {song.tags
              ?.filter((tag) => tag !== DEMO_TAG)
              .map((tag) => (
                <Badge key={tag}>#{tag}</Badge>
              ))}
          </span>
        </div>
      </div>
      {actions}
    </header>
  );
}
