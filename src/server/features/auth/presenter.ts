import type { Selectable } from "kysely";
import type { CurrentUser } from "../../../shared/auth";
import type { UsersTable } from "../../db/schema";
import { readBool } from "../../db/values";

export type UserRow = Selectable<UsersTable>;

/** The only place a user row becomes the current-user API shape (never the hash or tokens). */
export function presentCurrentUser(row: UserRow, adminEmail: string | undefined): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    emailVerified: readBool(row.emailVerified),
    isAdmin: readBool(row.isAdmin) || (adminEmail !== undefined && row.email === adminEmail.toLowerCase()),
    notifyOnNewSongs: readBool(row.notifyOnNewSongs),
    notifyOnSongUpdates: readBool(row.notifyOnSongUpdates),
    createdAt: row.createdAt,
  };
}
