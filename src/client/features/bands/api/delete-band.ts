import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

export const deleteBand = (bandId: number) => api.delete<{ success: true }>(`${BANDS_PATH}/${bandId}`);

/** Deleting a band removes all its data, so every cached query (songs, setlists, …) is re-read. */
export function useDeleteBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBand,
    onSuccess: async () => {
      await refreshBands(queryClient);
      await queryClient.invalidateQueries();
    },
  });
}
