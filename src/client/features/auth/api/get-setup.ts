import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface SetupStatus {
  /** True on a fresh install: the first account registered becomes the admin. */
  needsFirstAccount: boolean;
}

export const getSetupStatus = () => api.get<SetupStatus>("/api/auth/setup");

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: ["/api/auth/setup"], queryFn: getSetupStatus });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
