import type { BandMember, BandSummary } from "../../../shared/bands";

export function presentBand(row: {
  id: number;
  name: string;
  inviteCode: string;
  ownerId: number;
  role?: string;
}): BandSummary {
  return {
    id: row.id,
    name: row.name,
    inviteCode: row.inviteCode,
    ownerId: row.ownerId,
    role: row.role === "owner" ? "owner" : "member",
  };
}

export function presentMember(row: {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  joinedAt: string;
}): BandMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role === "owner" ? "owner" : "member",
    joinedAt: row.joinedAt,
  };
}
