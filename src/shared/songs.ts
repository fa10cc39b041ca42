import { z } from "zod";
import { idParam } from "./bands";

/** A long chart with every verse and lyric is ~20 KB; five times that is a paste gone wrong. */
export const MAX_CHART_TEXT_LENGTH = 100_000;
export const SONG_NAME_MAX_LENGTH = 200;
/** Tags are short labels ("demo", "christmas", "opener") that fit a table cell. */
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;
/** Browsers handle far longer URLs, but an audio link past this is not one a person pasted. */
export const AUDIO_URL_MAX_LENGTH = 2_000;
/** Metronome range: below 20 is not a pulse, above 300 is not a tempo. */
export const BPM_MIN = 20;
export const BPM_MAX = 300;
/** A capo past the 11th fret repeats the 12 keys. */
export const CAPO_MAX = 11;
/** Each file of a ChordPro import is one song. */
export const MAX_IMPORT_FILE_LENGTH = MAX_CHART_TEXT_LENGTH;
export const IMPORT_FILE_NAME_MAX_LENGTH = 255;

export const KEY_PATTERN = /^[A-G](#|b)?m?$/;
export const TIME_SIGNATURE_PATTERN = /^(\d{1,2})\/(2|4|8|16)$/;

const audioUrl = z
  .string()
  .trim()
  .max(AUDIO_URL_MAX_LENGTH, { error: "That audio link is too long." })
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
    error: "Audio URL must be a web address starting with http:// or https://",
  })
  .transform((value) => value || null);

const tag = z
  .string()
  .trim()
  .max(TAG_MAX_LENGTH, { error: `Tags must be at most ${TAG_MAX_LENGTH} characters` });

export const chartTextSchema = z
  .string({ error: "Paste a chart or describe the song first." })
  .max(MAX_CHART_TEXT_LENGTH, { error: "That chart is too long. Paste one song at a time." })
  .refine((text) => text.trim().length > 0, { error: "Paste a chart or describe the song first." });

export const createSongSchema = z.object({
  bandId: idParam,
  textInput: chartTextSchema,
  tag: tag.optional(),
  isCover: z.boolean({ error: "Cover must be true or false" }).default(false),
  audioUrl: audioUrl.optional(),
});
export type CreateSongInput = z.input<typeof createSongSchema>;

export const importSongSchema = z.object({
  bandId: idParam,
  fileName: z.string().trim().min(1, { error: "Required" }).max(IMPORT_FILE_NAME_MAX_LENGTH),
  text: chartTextSchema,
});

export const songListQuerySchema = z.object({ bandId: idParam });

export const updateSongSchema = z
  .object({
    /** The editCount the editor started from: a save over someone else's newer save is refused. */
    editCount: z.number({ error: "Required" }).int().min(0),
    name: z
      .string()
      .trim()
      .min(1, { error: "Song name is required" })
      .max(SONG_NAME_MAX_LENGTH, { error: `Song name must be at most ${SONG_NAME_MAX_LENGTH} characters` })
      .optional(),
    key: z.string().trim().regex(KEY_PATTERN, { error: "Choose a key such as G, Bb or F#m" }).optional(),
    bpm: z
      .number({ error: "BPM must be a number" })
      .int({ error: "BPM must be a whole number" })
      .min(BPM_MIN, { error: `BPM must be between ${BPM_MIN} and ${BPM_MAX}` })
      .max(BPM_MAX, { error: `BPM must be between ${BPM_MIN} and ${BPM_MAX}` })
      .nullable()
      .optional(),
    capo: z
      .number({ error: "Capo must be a number" })
      .int()
      .min(0, { error: `Capo must be between 0 and ${CAPO_MAX}` })
      .max(CAPO_MAX, { error: `Capo must be between 0 and ${CAPO_MAX}` })
      .optional(),
    timeSignature: z
      .string()
      .trim()
      .regex(TIME_SIGNATURE_PATTERN, { error: "Time signature looks like 4/4, 3/4 or 6/8" })
      .nullable()
      .optional(),
    tags: z
      .array(tag.min(1, { error: "Tags can't be empty" }))
      .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags` })
      .optional(),
    isCover: z.boolean().optional(),
    audioUrl: audioUrl.nullable().optional(),
    sourceText: chartTextSchema.optional(),
  })
  .strict();
export type UpdateSongInput = z.input<typeof updateSongSchema>;

export const songParams = z.object({ id: idParam });
export const revisionParams = z.object({ id: idParam, revisionId: idParam });
export const shareTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: "Not found" }),
});

export interface SongListItem {
  id: number;
  name: string;
  key: string | null;
  bpm: number | null;
  capo: number;
  tags: string[];
  isCover: boolean;
  audioUrl: string | null;
  lastUpdated: string;
}

export interface SongAuthor {
  id: number;
  name: string;
}

/** The chart is the engine's `Chart` JSON; typed loosely here so `shared` stays free of engine internals. */
export interface SongDetail extends SongListItem {
  bandId: number;
  timeSignature: string | null;
  durationSeconds: number | null;
  chart: unknown;
  sourceText: string | null;
  parseMethod: string;
  aiParseTimeMs: number | null;
  editCount: number;
  createdAt: string;
  createdBy: SongAuthor | null;
  shareToken: string | null;
  shareViews: number;
  lastSharedView: string | null;
}

export interface SongRevisionSummary {
  id: number;
  editCount: number;
  createdAt: string;
  author: SongAuthor | null;
}

export interface SongRevisionDetail extends SongRevisionSummary {
  name: string;
  key: string | null;
  bpm: number | null;
  capo: number;
  timeSignature: string | null;
  tags: string[];
  isCover: boolean;
  audioUrl: string | null;
  sourceText: string | null;
}

/** What a signed-out reader of a shared song sees: the song, nothing of the band. */
export interface SharedSong {
  name: string;
  key: string | null;
  bpm: number | null;
  capo: number;
  timeSignature: string | null;
  chart: unknown;
}

export const SONG_CONFLICT_MESSAGE =
  "Someone else saved this song while you were editing. Reload to see their changes, then make yours again.";
export const NO_CHORDS_MESSAGE =
  "We couldn't find any chords in that text. Paste a chart with chords (like “G C D” or “[G]Amazing grace”), or describe a form such as “12-bar blues in A”.";
