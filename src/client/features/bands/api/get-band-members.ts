import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BandMember } from "../../../../shared/bands";
import { api } from "../../../lib/api-client";
import { BANDS_PATH } from "./get-bands";

export const getBandMembers = (bandId: number) => api.get<BandMember[]>(`${BANDS_PATH}/${bandId}/members`);

export const bandMembersQueryOptions = (bandId: number) =>
  queryOptions({ queryKey: [BANDS_PATH, bandId, "members"], queryFn: () => getBandMembers(bandId) });

export function useBandMembers(bandId: number | null) {
  return useQuery({ ...bandMembersQueryOptions(bandId ?? 0), enabled: bandId !== null });
}
