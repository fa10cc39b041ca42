import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSongInput, SongDetail } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";
import { songQueryOptions } from "./get-song";
import { SONGS_PATH } from "./get-songs";

export const createSong = (input: CreateSongInput) => api.post<SongDetail>(SONGS_PATH, input);

/** Creates a chart from pasted text; the new song is cached so its page opens without a second request. */
export function useCreateSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSong,
    onSuccess: async (song) => {
      queryClient.setQueryData(songQueryOptions(song.id).queryKey, song);
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "list"] });
    },
  });
}
