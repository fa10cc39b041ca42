import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../shared/auth";
import { api } from "../../../lib/api-client";
import { CURRENT_USER_PATH } from "./get-current-user";

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  notifyOnNewSongs?: boolean;
  notifyOnSongUpdates?: boolean;
}

export function updateProfile(changes: ProfileChanges): Promise<CurrentUser> {
  return api.patch(CURRENT_USER_PATH, changes);
}

/** Saves profile changes; the answer is the updated user, written straight into the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData([CURRENT_USER_PATH], user),
  });
}

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post("/api/auth/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
