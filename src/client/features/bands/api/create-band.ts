import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BandSummary } from "../../../../shared/bands";
import { api } from "../../../lib/api-client";
import { BANDS_PATH, refreshBands } from "./get-bands";

export const createBand = (name: string) => api.post<BandSummary>(BANDS_PATH, { name });

/** Creates a band; resolves once the band list holds it, so the caller can select it. */
export function useCreateBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBand,
    onSuccess: () => refreshBands(queryClient),
  });
}
