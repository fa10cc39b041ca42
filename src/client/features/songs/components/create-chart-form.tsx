import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { createSongSchema } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { ApiError, errorMessage, isUnauthorizedError } from "../../../lib/api-client";
import { useSelectedBand } from "../../../lib/selected-band";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { firstErrorPerField } from "../../../lib/validation-errors";
import { useCreateSong } from "../api/create-song";

export interface CreateChartInput {
  textInput: string;
  tag: string;
  isCover: boolean;
  audioUrl: string;
}

const EMPTY_INPUT: CreateChartInput = { textInput: "", tag: "", isCover: false, audioUrl: "" };

interface CreateChartFormProps {
  autoFocus?: boolean;
  /** Called once the song exists, before its page opens (a dialog closes itself here). */
  onCreated?: () => void;
}

/**
 * The create-chart form of spec §2: pasted chart or description, optional tag, cover toggle, audio URL.
 * The server reads it with the engine and the new song opens; text with no chords is explained inline.
 */
export function CreateChartForm({ autoFocus, onCreated }: CreateChartFormProps) {
  const ids = { text: useId(), tag: useId(), cover: useId(), audio: useId() };
  const [input, setInput] = useState<CreateChartInput>(EMPTY_INPUT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { bandId } = useSelectedBand();
  const createSong = useCreateSong();
  const [, navigate] = useLocation();
  // Spec §5: the button waits only for text; a missing band is explained on submit.
  const canSubmit = input.textInput.trim().length > 0 && !createSong.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (bandId === null) {
      toast.error("Generation Failed", { description: "Create or join a band first: songs live in a band." });
      return;
    }
    const payload = {
      bandId,
      textInput: input.textInput,
      tag: input.tag.trim() || undefined,
      isCover: input.isCover,
      audioUrl: input.audioUrl.trim() || undefined,
    };
    const parsed = createSongSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setErrors({});
    createSong.mutate(payload, {
      onSuccess: (song) => {
        setInput(EMPTY_INPUT);
        onCreated?.();
        navigate(`/songs/${song.id}`);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else if (error instanceof ApiError && error.status === 400 && error.body) {
          setErrors(error.body.fields ?? { textInput: error.body.message });
        } else {
          toast.error("Generation Failed", { description: errorMessage(error, "Failed to create chart") });
        }
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field
        id={ids.text}
        label="Song details"
        error={errors.textInput}
        hint="Paste a chord chart (ChordPro, chords over lyrics, bar lines, numbers) or describe the song, e.g. “12-bar blues in A”."
      >
        <Textarea
          id={ids.text}
          autoFocus={autoFocus}
          value={input.textInput}
          aria-invalid={errors.textInput ? true : undefined}
          onChange={(event) => setInput({ ...input, textInput: event.target.value })}
          placeholder={"[Verse]\nG        C        D\nAmazing grace, how sweet the sound"}
          spellCheck={false}
          className="min-h-40 font-mono text-[0.8rem]"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.tag} label="Tag (optional)" error={errors.tag}>
          <Input
            id={ids.tag}
            value={input.tag}
            onChange={(event) => setInput({ ...input, tag: event.target.value })}
            placeholder="e.g. worship, opener"
          />
        </Field>
        <Field id={ids.audio} label="Audio URL (optional)" error={errors.audioUrl}>
          <Input
            id={ids.audio}
            type="url"
            value={input.audioUrl}
            aria-invalid={errors.audioUrl ? true : undefined}
            onChange={(event) => setInput({ ...input, audioUrl: event.target.value })}
            placeholder="https://"
          />
        </Field>
      </div>
      <label htmlFor={ids.cover} className="flex items-center gap-3 text-sm">
        <input
          id={ids.cover}
          type="checkbox"
          checked={input.isCover}
          onChange={(event) => setInput({ ...input, isCover: event.target.checked })}
          className="size-4 rounded accent-primary"
        />
        This song is a cover
      </label>
      <div className="flex items-center justify-between gap-3 pt-1">
        <p className="text-xs text-muted-foreground">About 90% accurate. You can fix anything after.</p>
        <Button type="submit" disabled={!canSubmit}>
          <Sparkles aria-hidden />
          {createSong.isPending ? "Creating chart…" : "Create Nashville Chart"}
        </Button>
      </div>
    </form>
  );
}
