import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SongDetail } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";
import { SONGS_PATH } from "./get-songs";

export const getSong = (id: number) => api.get<SongDetail>(`${SONGS_PATH}/${id}`);

export const songQueryOptions = (id: number) =>
  queryOptions({ queryKey: [SONGS_PATH, "detail", id], queryFn: () => getSong(id) });

export function useSong(id: number) {
  return useQuery(songQueryOptions(id));
}
