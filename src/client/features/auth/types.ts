/** The signed-in user as GET /api/auth/user returns it; the contract lives in src/shared. */
export type { CurrentUser } from "../../../shared/auth";
