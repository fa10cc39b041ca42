import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SongListItem } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";

export const SONGS_PATH = "/api/songs";

export const getSongs = (bandId: number) => api.get<SongListItem[]>(`${SONGS_PATH}?bandId=${bandId}`);

/** Every song query starts with SONGS_PATH, so one invalidation after a change reaches lists and songs alike. */
export const songsQueryOptions = (bandId: number) =>
  queryOptions({ queryKey: [SONGS_PATH, "list", bandId], queryFn: () => getSongs(bandId) });

/** The selected band's library; idle while no band is selected. */
export function useSongs(bandId: number | null) {
  return useQuery({ ...songsQueryOptions(bandId ?? 0), enabled: bandId !== null });
}
