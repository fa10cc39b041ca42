import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { songQueryOptions } from "./get-song";
import { SONGS_PATH } from "./get-songs";

export const deleteSong = (id: number) => api.delete<unknown>(`${SONGS_PATH}/${id}`);

export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSong,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: songQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "list"] });
    },
  });
}
