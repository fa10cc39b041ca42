import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

export const leaveBand = (bandId: number) => api.post<{ success: true }>(`${BANDS_PATH}/${bandId}/leave`);

export function useLeaveBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBand,
    onSuccess: () => refreshBands(queryClient),
  });
}
