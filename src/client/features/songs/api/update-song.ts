import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SongDetail, UpdateSongInput } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";
import { songQueryOptions } from "./get-song";
import { SONGS_PATH } from "./get-songs";

export const updateSong = (id: number, input: UpdateSongInput) =>
  api.patch<SongDetail>(`${SONGS_PATH}/${id}`, input);

/** Saves changes made from `editCount`; a 409 means someone saved in between (SONG_CONFLICT_MESSAGE). */
export function useUpdateSong(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSongInput) => updateSong(id, input),
    onSuccess: async (song) => {
      queryClient.setQueryData(songQueryOptions(id).queryKey, song);
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "list"] });
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "revisions", id] });
    },
  });
}
