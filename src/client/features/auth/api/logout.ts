import { api } from "../../../lib/api-client";

/** Signs out, then reloads so every cached query starts again signed out (spec §4). */
export async function logout(): Promise<void> {
  await api.post("/api/auth/logout");
  window.location.reload();
}
