import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { bandMembersQueryOptions } from "./get-band-members";
import { BANDS_PATH } from "./get-bands";

export const removeMember = ({ bandId, userId }: { bandId: number; userId: number }) =>
  api.delete<{ success: true }>(`${BANDS_PATH}/${bandId}/members/${userId}`);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_answer, { bandId }) =>
      queryClient.invalidateQueries({ queryKey: bandMembersQueryOptions(bandId).queryKey }),
  });
}
