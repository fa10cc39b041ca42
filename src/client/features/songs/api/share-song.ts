import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SharedSong, SongDetail } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";
import { songQueryOptions } from "./get-song";
import { SONGS_PATH } from "./get-songs";

export const SHARED_SONGS_PATH = "/api/share/songs";

export const shareSong = (id: number) => api.post<{ shareToken: string }>(`${SONGS_PATH}/${id}/share`);
export const unshareSong = (id: number) => api.delete<unknown>(`${SONGS_PATH}/${id}/share`);
export const getSharedSong = (token: string) => api.get<SharedSong>(`${SHARED_SONGS_PATH}/${token}`);

/** The address a signed-out reader opens. */
export function shareUrl(token: string): string {
  return `${window.location.origin}/share/songs/${token}`;
}

/** Creates the link (or returns the existing one) and records it on the cached song. */
export function useShareSong(id: number) {
  const queryClient = useQueryClient();
  const setToken = (shareToken: string | null) =>
    queryClient.setQueryData<SongDetail>(songQueryOptions(id).queryKey, (song) =>
      song ? { ...song, shareToken } : song,
    );
  const share = useMutation({
    mutationFn: () => shareSong(id),
    onSuccess: ({ shareToken }) => setToken(shareToken),
  });
  const revoke = useMutation({ mutationFn: () => unshareSong(id), onSuccess: () => setToken(null) });
  return { share, revoke };
}

export const sharedSongQueryOptions = (token: string) =>
  queryOptions({ queryKey: [SHARED_SONGS_PATH, token], queryFn: () => getSharedSong(token) });

export function useSharedSong(token: string) {
  return useQuery(sharedSongQueryOptions(token));
}
