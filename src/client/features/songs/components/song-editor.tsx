import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Save } from "lucide-react";
import { type FormEvent, useDeferredValue, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { chartChords, KEY_OPTIONS, keyName, parseChart } from "../../../../music";
import {
  SONG_CONFLICT_MESSAGE,
  type SongDetail,
  type UpdateSongInput,
  updateSongSchema,
} from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, Textarea, TextField } from "../../../components/ui/field";
import { ApiError, errorMessage, isUnauthorizedError } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { firstErrorPerField } from "../../../lib/validation-errors";
import { songQueryOptions } from "../api/get-song";
import { useUpdateSong } from "../api/update-song";
import { useDisplayPreferences } from "../lib/display-preferences";
import { ChartView } from "./chart-view";

interface EditorValues {
  name: string;
  key: string;
  bpm: string;
  timeSignature: string;
  tags: string;
  isCover: boolean;
  audioUrl: string;
  sourceText: string;
}

function valuesOf(song: SongDetail): EditorValues {
  return {
    name: song.name,
    key: song.key ?? "",
    bpm: song.bpm === null ? "" : String(song.bpm),
    timeSignature: song.timeSignature ?? "",
    tags: song.tags.join(", "),
    isCover: song.isCover,
    audioUrl: song.audioUrl ?? "",
    sourceText: song.sourceText ?? "",
  };
}

/** Only what changed goes to the server, with the editCount this edit started from. */
function changesOf(song: SongDetail, values: EditorValues): UpdateSongInput {
  const before = valuesOf(song);
  const input: UpdateSongInput = { editCount: song.editCount };
  if (values.name !== before.name) input.name = values.name;
  if (values.key !== before.key && values.key) input.key = values.key;
  if (values.bpm !== before.bpm) input.bpm = values.bpm.trim() === "" ? null : Number(values.bpm);
  if (values.timeSignature !== before.timeSignature)
    input.timeSignature = values.timeSignature.trim() || null;
  if (values.tags !== before.tags) {
    input.tags = values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
  if (values.isCover !== before.isCover) input.isCover = values.isCover;
  if (values.audioUrl !== before.audioUrl) input.audioUrl = values.audioUrl.trim() || null;
  if (values.sourceText !== before.sourceText) input.sourceText = values.sourceText;
  return input;
}

interface SongEditorProps {
  song: SongDetail;
  onDone: () => void;
}

/**
 * The song's details and its chart text, with the chart drawn live beside the text exactly as the server
 * will read it (the same engine, the same key rule: a new key re-reads the chart in that key).
 */
export function SongEditor({ song, onDone }: SongEditorProps) {
  const ids = { text: useId(), key: useId(), cover: useId() };
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(song));
  const [baseline, setBaseline] = useState(song);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [preferences] = useDisplayPreferences();
  const update = useUpdateSong(song.id);
  const set = (change: Partial<EditorValues>) => setValues((current) => ({ ...current, ...change }));

  const deferredText = useDeferredValue(values.sourceText);
  const deferredKey = useDeferredValue(values.key);
  const { preview, chordCount } = useMemo(() => {
    const keyChanged = deferredKey !== (baseline.key ?? "") && deferredKey !== "";
    const textChanged = deferredText !== (baseline.sourceText ?? "");
    const forced = keyChanged ? deferredKey : baseline.key && !textChanged ? baseline.key : undefined;
    const chart = parseChart(deferredText, forced ? { key: forced } : {});
    return { preview: chart, chordCount: chartChords(chart).length };
  }, [deferredText, deferredKey, baseline]);

  async function reload() {
    const fresh = await queryClient.fetchQuery({ ...songQueryOptions(song.id), staleTime: 0 });
    setBaseline(fresh);
    setValues(valuesOf(fresh));
    setConflict(false);
    setErrors({});
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const input = changesOf(baseline, values);
    if (Object.keys(input).length === 1) {
      onDone();
      return;
    }
    const parsed = updateSongSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => {
        toast.success("Song saved");
        onDone();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else if (error instanceof ApiError && error.status === 409) setConflict(true);
        else if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
        else toast.error("Failed to save song", { description: errorMessage(error, "Please try again.") });
      },
    });
  }

  return (
    <form onSubmit={save} className="grid gap-5" noValidate aria-label="Edit song">
      {conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-sm sm:flex-row sm:items-center"
        >
          <AlertTriangle className="size-5 shrink-0 text-amber-600" aria-hidden />
          <p className="flex-1">{SONG_CONFLICT_MESSAGE}</p>
          <Button variant="outline" size="sm" onClick={() => void reload()}>
            Reload
          </Button>
        </div>
      )}
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TextField
            label="Song name"
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            error={errors.name}
          />
        </div>
        <Field
          id={ids.key}
          label="Key"
          error={errors.key}
          hint="Changing it re-reads the chords in that key."
        >
          <select
            id={ids.key}
            value={values.key}
            onChange={(event) => set({ key: event.target.value })}
            className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm shadow-xs"
          >
            {!values.key && <option value="">Detect</option>}
            {KEY_OPTIONS.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
                {option.key.mode === "minor" ? " minor" : ""}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="BPM"
            inputMode="numeric"
            value={values.bpm}
            onChange={(event) => set({ bpm: event.target.value.replace(/[^\d]/g, "") })}
            error={errors.bpm}
          />
          <TextField
            label="Time"
            placeholder="4/4"
            value={values.timeSignature}
            onChange={(event) => set({ timeSignature: event.target.value })}
            error={errors.timeSignature}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Tags"
            placeholder="opener, ballad"
            hint="Separate tags with commas."
            value={values.tags}
            onChange={(event) => set({ tags: event.target.value })}
            error={errors.tags}
          />
        </div>
        <TextField
          label="Audio URL"
          type="url"
          placeholder="https://"
          value={values.audioUrl}
          onChange={(event) => set({ audioUrl: event.target.value })}
          error={errors.audioUrl}
        />
        <label htmlFor={ids.cover} className="flex items-center gap-3 self-end pb-2.5 text-sm">
          <input
            id={ids.cover}
            type="checkbox"
            checked={values.isCover}
            onChange={(event) => set({ isCover: event.target.checked })}
            className="size-4 accent-primary"
          />
          This song is a cover
        </label>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        <Field
          id={ids.text}
          label="Chart"
          error={errors.sourceText}
          hint="Chords over lyrics, ChordPro, bar lines or numbers."
        >
          <Textarea
            id={ids.text}
            value={values.sourceText}
            onChange={(event) => set({ sourceText: event.target.value })}
            spellCheck={false}
            className="min-h-[28rem] font-mono text-[0.82rem] leading-[1.55] whitespace-pre lg:min-h-[36rem]"
          />
        </Field>
        <div className="grid content-start gap-1.5">
          <p className="flex items-center justify-between text-sm font-medium">
            Preview
            <span className="text-xs font-normal text-muted-foreground">
              Key {keyName(preview.key)} · {chordCount} {chordCount === 1 ? "chord" : "chords"}
            </span>
          </p>
          <Card
            className="max-h-[36rem] overflow-y-auto px-4 py-5 sm:px-6 lg:min-h-[36rem]"
            aria-label="Chart preview"
            data-testid="chart-preview"
          >
            {chordCount === 0 ? (
              <p className="text-sm text-muted-foreground">No chords found yet.</p>
            ) : (
              <ChartView
                chart={preview}
                shapes={preview.key}
                display={preferences.display}
                minor={preferences.minor}
                showLyrics={preferences.showLyrics}
                fontScale={0.9}
              />
            )}
          </Card>
        </div>
      </div>
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          <Save aria-hidden />
          {update.isPending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
