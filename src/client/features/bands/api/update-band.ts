import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

export const updateBand = ({ bandId, name }: { bandId: number; name: string }) =>
  api.patch<{ success: true }>(`${BANDS_PATH}/${bandId}`, { name });

export function useUpdateBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBand,
    onSuccess: () => refreshBands(queryClient),
  });
}
