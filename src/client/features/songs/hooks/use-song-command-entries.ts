import { Music2 } from "lucide-react";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { useSelectedBand } from "../../../lib/selected-band";
import { useSongs } from "../api/get-songs";

/** What the command dialog needs of an entry; the app layer merges these with pages and actions. */
export interface SongCommandEntry {
  id: string;
  label: string;
  group: string;
  icon: typeof Music2;
  keywords: string[];
  run: () => void;
}

/** One command per song of the selected band, found by its name, tags or key ("G", "Bb", "key:Em"). */
export function useSongCommandEntries(): SongCommandEntry[] {
  const { bandId } = useSelectedBand();
  const songs = useSongs(bandId);
  const [, navigate] = useLocation();
  return useMemo(
    () =>
      (songs.data ?? []).map((song) => ({
        id: `song:${song.id}`,
        label: song.name,
        group: "Songs",
        icon: Music2,
        keywords: [...song.tags, ...(song.key ? [song.key, `key:${song.key}`, `key ${song.key}`] : [])],
        run: () => navigate(`/songs/${song.id}`),
      })),
    [songs.data, navigate],
  );
}
