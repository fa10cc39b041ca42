import type {
  SharedSong,
  SongAuthor,
  SongDetail,
  SongListItem,
  SongRevisionDetail,
  SongRevisionSummary,
} from "../../../shared/songs";
import { readBool, readJson } from "../../db/values";
import type { RevisionRow, SongRow } from "./repository";

interface AuthorColumns {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
}

function presentAuthor(id: number | null, columns: AuthorColumns): SongAuthor | null {
  if (id === null || columns.authorEmail === null) return null;
  const name = [columns.authorFirstName, columns.authorLastName].filter(Boolean).join(" ");
  return { id, name: name || columns.authorEmail };
}

export function presentSongListItem(row: Pick<SongRow, keyof SongListItem>): SongListItem {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    bpm: row.bpm,
    capo: row.capo,
    tags: readJson<string[]>(row.tags, []),
    isCover: readBool(row.isCover),
    audioUrl: row.audioUrl,
    lastUpdated: row.lastUpdated,
  };
}

export function presentSong(row: SongRow & Partial<AuthorColumns>): SongDetail {
  return {
    ...presentSongListItem(row),
    bandId: row.bandId,
    timeSignature: row.timeSignature,
    durationSeconds: row.durationSeconds,
    chart: readJson(row.sections, null),
    sourceText: row.sourceText,
    parseMethod: row.parseMethod,
    aiParseTimeMs: row.aiParseTimeMs,
    editCount: row.editCount,
    createdAt: row.createdAt,
    createdBy: presentAuthor(row.userId, {
      authorFirstName: row.authorFirstName ?? null,
      authorLastName: row.authorLastName ?? null,
      authorEmail: row.authorEmail ?? null,
    }),
    shareToken: row.shareToken,
    shareViews: row.shareViews,
    lastSharedView: row.lastSharedView,
  };
}

export function presentSharedSong(row: SongRow): SharedSong {
  return {
    name: row.name,
    key: row.key,
    bpm: row.bpm,
    capo: row.capo,
    timeSignature: row.timeSignature,
    chart: readJson(row.sections, null),
  };
}

export function presentRevisionSummary(
  row: Pick<RevisionRow, "id" | "editCount" | "createdAt" | "userId"> & AuthorColumns,
): SongRevisionSummary {
  return {
    id: row.id,
    editCount: row.editCount,
    createdAt: row.createdAt,
    author: presentAuthor(row.userId, row),
  };
}

export function presentRevision(row: RevisionRow & AuthorColumns): SongRevisionDetail {
  return {
    ...presentRevisionSummary(row),
    name: row.name,
    key: row.key,
    bpm: row.bpm,
    capo: row.capo,
    timeSignature: row.timeSignature,
    tags: readJson<string[]>(row.tags, []),
    isCover: readBool(row.isCover),
    audioUrl: row.audioUrl,
    sourceText: row.sourceText,
  };
}
