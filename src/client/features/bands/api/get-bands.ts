import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { BandSummary } from "../../../../shared/bands";
import { api } from "../../../lib/api-client";

export const BANDS_PATH = "/api/bands";

export const getBands = () => api.get<BandSummary[]>(BANDS_PATH);

/** Every query about the bands list or a band's members starts with this key, so one invalidation reaches all. */
export const bandsQueryOptions = () => queryOptions({ queryKey: [BANDS_PATH], queryFn: getBands });

export function useBands() {
  return useQuery(bandsQueryOptions());
}

/**
 * Re-reads the band list after a change. A read still in flight may have left before the change and would be
 * joined rather than repeated, so it is cancelled first; the promise settles once the fresh list is in.
 */
export async function refreshBands(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: bandsQueryOptions().queryKey });
  await queryClient.invalidateQueries({ queryKey: bandsQueryOptions().queryKey });
}
