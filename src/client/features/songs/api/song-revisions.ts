import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SongDetail, SongRevisionDetail, SongRevisionSummary } from "../../../../shared/songs";
import { api } from "../../../lib/api-client";
import { songQueryOptions } from "./get-song";
import { SONGS_PATH } from "./get-songs";

const revisionsPath = (songId: number) => `${SONGS_PATH}/${songId}/revisions`;

export const getRevisions = (songId: number) => api.get<SongRevisionSummary[]>(revisionsPath(songId));
export const getRevision = (songId: number, revisionId: number) =>
  api.get<SongRevisionDetail>(`${revisionsPath(songId)}/${revisionId}`);
export const restoreRevision = (songId: number, revisionId: number, editCount: number) =>
  api.post<SongDetail>(`${revisionsPath(songId)}/${revisionId}/restore`, { editCount });

export const revisionsQueryOptions = (songId: number) =>
  queryOptions({ queryKey: [SONGS_PATH, "revisions", songId], queryFn: () => getRevisions(songId) });

export const revisionQueryOptions = (songId: number, revisionId: number) =>
  queryOptions({
    queryKey: [SONGS_PATH, "revisions", songId, revisionId],
    queryFn: () => getRevision(songId, revisionId),
    // A revision is a snapshot: it never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The song's saves, newest first. */
export function useRevisions(songId: number, enabled = true) {
  return useQuery({ ...revisionsQueryOptions(songId), enabled });
}

export function useRevision(songId: number, revisionId: number | null) {
  return useQuery({ ...revisionQueryOptions(songId, revisionId ?? 0), enabled: revisionId !== null });
}

export function useRestoreRevision(songId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, editCount }: { revisionId: number; editCount: number }) =>
      restoreRevision(songId, revisionId, editCount),
    onSuccess: async (song) => {
      queryClient.setQueryData(songQueryOptions(songId).queryKey, song);
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "revisions", songId] });
      await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "list"] });
    },
  });
}
