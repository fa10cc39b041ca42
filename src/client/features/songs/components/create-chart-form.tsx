import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/field";

export interface CreateChartInput {
  textInput: string;
  tag: string;
  isCover: boolean;
  audioUrl: string;
}

interface CreateChartFormProps {
  onSubmit?: (input: CreateChartInput) => void;
  autoFocus?: boolean;
}

/** The create-chart form of spec §2: pasted chart or description, optional tag, cover toggle, audio URL. */
export function CreateChartForm({ onSubmit, autoFocus }: CreateChartFormProps) {
  const ids = { text: useId(), tag: useId(), cover: useId(), audio: useId() };
  const [input, setInput] = useState<CreateChartInput>({
    textInput: "",
    tag: "",
    isCover: false,
    audioUrl: "",
  });
  const canSubmit = input.textInput.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) onSubmit?.(input);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        id={ids.text}
        label="Song details"
        hint="Paste a chord chart (ChordPro, chords over lyrics, bar lines) or describe the song, e.g. “12-bar blues in A”."
      >
        <Textarea
          id={ids.text}
          autoFocus={autoFocus}
          value={input.textInput}
          onChange={(event) => setInput({ ...input, textInput: event.target.value })}
          placeholder={"[Verse]\nG        C        D\nAmazing grace, how sweet the sound"}
          className="min-h-40 font-mono text-[0.8rem]"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.tag} label="Tag (optional)">
          <Input
            id={ids.tag}
            value={input.tag}
            onChange={(event) => setInput({ ...input, tag: event.target.value })}
            placeholder="e.g. worship, opener"
          />
        </Field>
        <Field id={ids.audio} label="Audio URL (optional)">
          <Input
            id={ids.audio}
            type="url"
            value={input.audioUrl}
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
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={!canSubmit}>
          <Sparkles aria-hidden />
          Create Nashville Chart
        </Button>
      </div>
    </form>
  );
}
