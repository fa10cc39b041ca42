/** The signed-in user as GET /api/auth/user returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  notifyOnNewSongs: boolean;
  notifyOnSongUpdates: boolean;
}
