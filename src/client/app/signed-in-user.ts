import { useCurrentUser } from "../features/auth/api/get-current-user";
import type { CurrentUser } from "../features/auth/types";

/** The user on a signed-in page; the router renders those pages only once the user is known. */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error("A signed-in page rendered without a signed-in user");
  return user;
}
