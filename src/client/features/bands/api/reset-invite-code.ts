import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

/** Replaces a leaked invite code; the old code stops working at once. */
export const resetInviteCode = (bandId: number) =>
  api.post<{ inviteCode: string }>(`${BANDS_PATH}/${bandId}/invite-code`);

export function useResetInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetInviteCode,
    onSuccess: () => refreshBands(queryClient),
  });
}
