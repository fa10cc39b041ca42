import { QueryClient } from "@tanstack/react-query";

/** Data stays fresh this long before a re-read (spec §9). */
export const QUERY_STALE_TIME_MS = 30_000;
/** Unused data is kept this long (spec §9). */
export const QUERY_GC_TIME_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
