import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isUnauthorizedError } from "../../../lib/api-client";
import type { CurrentUser } from "../types";

export const CURRENT_USER_PATH = "/api/auth/user";

/** The current user, or null when signed out (a 401 here is an answer, not an error). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>(CURRENT_USER_PATH);
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: [CURRENT_USER_PATH], queryFn: getCurrentUser, retry: false });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

export function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email;
}

export function initials(user: CurrentUser): string {
  const letters = [user.firstName, user.lastName]
    .filter((part): part is string => Boolean(part))
    .map((part) => part[0]);
  return (letters.join("") || user.email[0] || "?").toUpperCase();
}
