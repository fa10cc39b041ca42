import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

export interface JoinedBand {
  id: number;
  name: string;
  bandName: string;
}

/** The server's wording when a code matches no band; also the fallback of spec §8. */
export const INVALID_INVITE_CODE_MESSAGE = "Invalid invite code or band not found.";

export const joinBand = (inviteCode: string) => api.post<JoinedBand>(`${BANDS_PATH}/join`, { inviteCode });

/** Joins with a code; resolves once the band list holds the band, so the caller can select it. */
export function useJoinBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinBand,
    onSuccess: () => refreshBands(queryClient),
  });
}
