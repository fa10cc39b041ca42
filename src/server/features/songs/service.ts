import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { renderChordPro } from "../../../music";
import {
  type createSongSchema,
  NO_CHORDS_MESSAGE,
  SONG_CONFLICT_MESSAGE,
  type updateSongSchema,
} from "../../../shared/songs";
import type { Database } from "../../db/schema";
import { readJson, writeJson } from "../../db/values";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { newShareToken } from "../../tokens";
import { requireUser } from "../auth/sessions";
import { type BandMembership, requireMembership } from "../bands/gate";
import { queueSongNotification } from "../notifications/service";
import type { AiChartClient } from "./ai-chart";
import { type Conversion, convertChart } from "./conversion";
import { DEMO_SONGS, DEMO_TAG } from "./demo-songs";
import type { LibraryCache } from "./library-cache";
import {
  presentRevision,
  presentRevisionSummary,
  presentSharedSong,
  presentSong,
  presentSongListItem,
} from "./presenter";
import * as songs from "./repository";

type Db = Kysely<Database>;

export const SONG_NOT_FOUND_MESSAGE = "Song not found";
/** How each chart came to be: the engine read pasted text, the optional AI wrote it, an import, or a demo. */
export const PARSE_METHODS = { engine: "engine", ai: "ai", import: "chordpro-import", demo: "demo" } as const;

function rowFromConversion(conversion: Conversion) {
  return {
    name: conversion.name,
    key: conversion.key,
    bpm: conversion.bpm,
    capo: conversion.capo,
    timeSignature: conversion.timeSignature,
    durationSeconds: conversion.durationSeconds,
    sections: writeJson(conversion.chart),
  };
}

function convertOrRefuse(text: string, options: { key?: string; fallbackName?: string } = {}): Conversion {
  const conversion = convertChart(text, options);
  if (conversion.chordCount === 0) throw badRequest(NO_CHORDS_MESSAGE, { textInput: NO_CHORDS_MESSAGE });
  return conversion;
}

/** The band's list, from the app's cache, revalidated against the band's library version on every call. */
export async function songLibrary(db: Db, cache: LibraryCache, membership: BandMembership) {
  return cache.get(db, membership.bandId, async () =>
    (await songs.listSongs(db, membership.bandId)).map(presentSongListItem),
  );
}

/**
 * Reads pasted text with the engine. Only when it finds no chord at all, and an AI endpoint is configured,
 * the text is taken as a description and the model's ChordPro answer is read (and so validated) instead.
 */
async function readPastedChart(text: string, ai: AiChartClient | null) {
  const conversion = convertChart(text);
  if (conversion.chordCount > 0) {
    return {
      conversion,
      sourceText: text,
      parseMethod: PARSE_METHODS.engine,
      timeMs: conversion.parseTimeMs,
    };
  }
  if (ai) {
    const started = performance.now();
    const chordPro = await ai.chartFor(text);
    const fromAi = chordPro ? convertChart(chordPro) : null;
    if (chordPro && fromAi && fromAi.chordCount > 0) {
      return {
        conversion: fromAi,
        sourceText: chordPro,
        parseMethod: PARSE_METHODS.ai,
        timeMs: performance.now() - started,
      };
    }
  }
  throw badRequest(NO_CHORDS_MESSAGE, { textInput: NO_CHORDS_MESSAGE });
}

export async function createSong(
  db: Db,
  membership: BandMembership,
  input: z.output<typeof createSongSchema>,
  ai: AiChartClient | null,
) {
  const read = await readPastedChart(input.textInput, ai);
  const tag = input.tag?.trim();
  const row = await songs.insertSong(db, {
    ...rowFromConversion(read.conversion),
    bandId: membership.bandId,
    userId: membership.userId,
    tags: writeJson(tag ? [tag] : []),
    isCover: input.isCover,
    audioUrl: input.audioUrl ?? null,
    sourceText: read.sourceText,
    parseMethod: read.parseMethod,
    aiParseTimeMs: Math.round(read.timeMs),
  });
  await queueSongNotification(db, {
    bandId: membership.bandId,
    songId: row.id,
    type: "new_song",
    actorId: membership.userId,
  });
  return presentSong((await songs.findSongWithAuthor(db, row.id)) ?? row);
}

export async function importSong(db: Db, membership: BandMembership, fileName: string, text: string) {
  const conversion = convertOrRefuse(text, {
    fallbackName: fileName.replace(/\.(cho|chordpro|chopro|crd|pro|txt)$/i, ""),
  });
  const row = await songs.insertSong(db, {
    ...rowFromConversion(conversion),
    bandId: membership.bandId,
    userId: membership.userId,
    tags: writeJson([]),
    isCover: false,
    audioUrl: null,
    sourceText: text,
    parseMethod: PARSE_METHODS.import,
    aiParseTimeMs: Math.round(conversion.parseTimeMs),
  });
  await queueSongNotification(db, {
    bandId: membership.bandId,
    songId: row.id,
    type: "new_song",
    actorId: membership.userId,
  });
  return { id: row.id, name: row.name, key: row.key };
}

/** A new band's library starts with the demo songs (spec §2 demo-songs welcome card). */
export async function addDemoSongs(db: Db, bandId: number, userId: number): Promise<void> {
  for (const demo of DEMO_SONGS) {
    const conversion = convertChart(demo.text);
    await songs.insertSong(db, {
      ...rowFromConversion(conversion),
      bandId,
      userId,
      tags: writeJson([DEMO_TAG]),
      isCover: demo.isCover,
      audioUrl: demo.audioUrl,
      sourceText: demo.text,
      parseMethod: PARSE_METHODS.demo,
      aiParseTimeMs: Math.round(conversion.parseTimeMs),
    });
  }
}

/** Finds a song and proves the caller is in its band: 401 signed out, 404 for a song of another band. */
export async function songForMember(request: FastifyRequest, songId: number) {
  await requireUser(request);
  const song = await songs.findSongWithAuthor(request.server.database.db, songId);
  if (!song) throw notFound(SONG_NOT_FOUND_MESSAGE);
  const membership = await requireMembership(request, song.bandId);
  return { song, membership };
}

export async function getSong(request: FastifyRequest, songId: number) {
  return presentSong((await songForMember(request, songId)).song);
}

export async function updateSong(
  request: FastifyRequest,
  songId: number,
  input: z.output<typeof updateSongSchema>,
) {
  const { db } = request.server.database;
  const { song, membership } = await songForMember(request, songId);
  if (song.editCount !== input.editCount) throw conflict(SONG_CONFLICT_MESSAGE);

  const { editCount, sourceText, key, tags, ...details } = input;
  const changes: songs.SongChanges = { ...details };
  if (tags !== undefined) changes.tags = writeJson([...new Set(tags)]);
  const textChanged = sourceText !== undefined && sourceText !== song.sourceText;
  const keyChanged = key !== undefined && key !== song.key;
  if (textChanged || keyChanged) {
    const text = sourceText ?? song.sourceText ?? "";
    const conversion = rereadChart(text, keyChanged ? key : undefined, song.key);
    changes.sourceText = text;
    changes.sections = writeJson(conversion.chart);
    changes.key = conversion.key;
    if (textChanged) {
      changes.durationSeconds = conversion.durationSeconds;
      changes.bpm ??= conversion.bpm ?? song.bpm;
      changes.timeSignature ??= conversion.timeSignature ?? song.timeSignature;
    }
  }
  return saveSong(db, song, membership, editCount, changes);
}

/** One save: refused if someone saved since `editCount`, kept as a revision, announced to opted-in members. */
async function saveSong(
  db: Db,
  song: songs.SongRow,
  membership: BandMembership,
  editCount: number,
  changes: songs.SongChanges,
) {
  const updated = await songs.updateSong(db, song.id, editCount, changes, membership.userId);
  if (!updated) throw conflict(SONG_CONFLICT_MESSAGE);
  await queueSongNotification(db, {
    bandId: membership.bandId,
    songId: song.id,
    type: "song_updated",
    actorId: membership.userId,
  });
  return presentSong({ ...song, ...updated });
}

/**
 * Reads edited text in the right key. A key chosen now is an override (the letters stay, the numbers follow,
 * issue 4 §3); a key the text itself states wins next; otherwise the song keeps the key it had, so fixing
 * one chord never undoes a key the band corrected earlier.
 */
function rereadChart(text: string, chosenKey: string | undefined, currentKey: string | null): Conversion {
  if (chosenKey) return convertOrRefuse(text, { key: chosenKey });
  const fresh = convertOrRefuse(text);
  if (fresh.chart.keySource === "stated" || !currentKey || fresh.key === currentKey) return fresh;
  return convertChart(text, { key: currentKey });
}

/** The band owner, or the member who added the song, may delete it; its setlist entries go with it. */
export async function deleteSong(request: FastifyRequest, songId: number) {
  const { song, membership } = await songForMember(request, songId);
  if (membership.role !== "owner" && song.userId !== membership.userId) {
    throw forbidden("Only the band owner or the person who added this song can delete it.");
  }
  await songs.deleteSong(request.server.database.db, songId);
  return { success: true };
}

export async function listRevisions(request: FastifyRequest, songId: number) {
  await songForMember(request, songId);
  return (await songs.listRevisions(request.server.database.db, songId)).map(presentRevisionSummary);
}

export async function getRevision(request: FastifyRequest, songId: number, revisionId: number) {
  await songForMember(request, songId);
  const revision = await songs.findRevision(request.server.database.db, songId, revisionId);
  if (!revision) throw notFound("That version of the song was not found.");
  return presentRevision(revision);
}

/** Restoring saves the old version as a new one, so the history keeps everything. */
export async function restoreRevision(
  request: FastifyRequest,
  songId: number,
  revisionId: number,
  editCount: number,
) {
  const { db } = request.server.database;
  const { song, membership } = await songForMember(request, songId);
  const revision = await songs.findRevision(db, songId, revisionId);
  if (!revision) throw notFound("That version of the song was not found.");
  if (song.editCount !== editCount) throw conflict(SONG_CONFLICT_MESSAGE);
  return saveSong(db, song, membership, editCount, {
    name: revision.name,
    key: revision.key,
    bpm: revision.bpm,
    capo: revision.capo,
    timeSignature: revision.timeSignature,
    tags: writeJson(readJson(revision.tags, [])),
    isCover: Boolean(revision.isCover),
    audioUrl: revision.audioUrl,
    sourceText: revision.sourceText ?? "",
    sections: writeJson(readJson(revision.sections, null)),
  });
}

export async function shareSong(request: FastifyRequest, songId: number) {
  const { song } = await songForMember(request, songId);
  if (song.shareToken) return { shareToken: song.shareToken };
  const shareToken = newShareToken();
  await songs.setShareToken(request.server.database.db, songId, shareToken);
  return { shareToken };
}

export async function unshareSong(request: FastifyRequest, songId: number) {
  await songForMember(request, songId);
  await songs.setShareToken(request.server.database.db, songId, null);
  return { success: true };
}

export async function readSharedSong(db: Db, token: string) {
  const song = await songs.findSongByShareToken(db, token);
  if (!song) throw notFound("This share link is not valid any more. Ask the band for a new one.");
  await songs.countShareView(db, song.id);
  return presentSharedSong(song);
}

export async function songChordPro(request: FastifyRequest, songId: number) {
  const { song } = await songForMember(request, songId);
  const chart = readJson<Parameters<typeof renderChordPro>[0] | null>(song.sections, null);
  const body = chart ? renderChordPro({ ...chart, title: song.name }) : (song.sourceText ?? "");
  const fileName = `${song.name.replace(/[^\w\- ]+/g, "").trim() || "song"}.cho`;
  return { body, fileName };
}
