import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { createBandSchema, joinBandSchema, updateBandSchema } from "../../../../shared/bands";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useSelectedBand } from "../../../lib/selected-band";
import { useCreateBand } from "../api/create-band";
import { INVALID_INVITE_CODE_MESSAGE, useJoinBand } from "../api/join-band";
import { useUpdateBand } from "../api/update-band";
import { notifyFailure } from "../notify-failure";

interface SingleFieldFormProps {
  label: string;
  placeholder: string;
  schema: z.ZodType<string>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  initialValue?: string;
  onSubmit: (value: string) => void;
  /** Shown left of the submit button in dialogs; forms on a page have none. */
  onCancel?: () => void;
  autoFocus?: boolean;
  inputClassName?: string;
}

/** One validated text field and its submit button; the value sent is the schema's output (trimmed). */
function SingleFieldForm(props: SingleFieldFormProps) {
  const id = useId();
  const [value, setValue] = useState(props.initialValue ?? "");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = props.schema.safeParse(value);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) props.onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id={id} label={props.label} error={error}>
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={props.placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          autoFocus={props.autoFocus}
          className={props.inputClassName}
        />
      </Field>
      <div className="flex justify-end gap-2 pt-1">
        {props.onCancel && (
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={props.pending} className={props.onCancel ? undefined : "w-full"}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface BandFormProps {
  /** Spec §8 words the toasts slightly differently on the dialog and on the dashboard. */
  place: "dialog" | "dashboard";
  onDone?: () => void;
  onCancel?: () => void;
}

/** Creates a band and selects it. */
export function CreateBandForm({ place, onDone, onCancel }: BandFormProps) {
  const { selectBand } = useSelectedBand();
  const create = useCreateBand();
  return (
    <SingleFieldForm
      label="Band name"
      placeholder="The Midnight Ramblers"
      schema={createBandSchema.shape.name}
      submitLabel="Create band"
      pendingLabel="Creating…"
      pending={create.isPending}
      onCancel={onCancel}
      autoFocus={place === "dialog"}
      onSubmit={async (name) => {
        // mutateAsync, not mutate: on the welcome screen the new band replaces this form before the answer's
        // callbacks would run, and mutate's per-call callbacks skip unmounted components.
        try {
          const band = await create.mutateAsync(name);
          selectBand(band.id);
          toast.success(place === "dialog" ? "Band created!" : "Band created successfully!", {
            description: band.name,
          });
          onDone?.();
        } catch (error) {
          notifyFailure(
            error,
            "Failed to create band",
            place === "dialog" ? "Please try again." : "Please try again",
          );
        }
      }}
    />
  );
}

/** Joins a band with its invite code and selects it. */
export function JoinBandForm({ place, onDone, onCancel }: BandFormProps) {
  const { selectBand } = useSelectedBand();
  const join = useJoinBand();
  return (
    <SingleFieldForm
      label="Invite code"
      placeholder="e.g. 7KQ2M9"
      schema={joinBandSchema.shape.inviteCode}
      submitLabel="Join band"
      pendingLabel="Joining…"
      pending={join.isPending}
      onCancel={onCancel}
      autoFocus={place === "dialog"}
      inputClassName="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
      onSubmit={async (inviteCode) => {
        try {
          const joined = await join.mutateAsync(inviteCode);
          selectBand(joined.id);
          toast.success("Successfully joined band!", { description: joined.bandName });
          onDone?.();
        } catch (error) {
          notifyFailure(
            error,
            "Failed to join band",
            errorMessage(error, place === "dialog" ? INVALID_INVITE_CODE_MESSAGE : "Failed to join band"),
          );
        }
      }}
    />
  );
}

interface BandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateBandDialog({ open, onOpenChange }: BandDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create a new band"
      description="A band is a shared book of songs, setlists and rehearsals. You will be its owner."
    >
      <CreateBandForm place="dialog" onDone={close} onCancel={close} />
    </Dialog>
  );
}

export function JoinBandDialog({ open, onOpenChange }: BandDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Join a band"
      description="Ask a bandmate for the band's invite code. Codes never expire."
    >
      <JoinBandForm place="dialog" onDone={close} onCancel={close} />
    </Dialog>
  );
}

/** Renames the selected band (owners; the server refuses anyone else). */
export function EditBandNameDialog({ open, onOpenChange }: BandDialogProps) {
  const { band } = useSelectedBand();
  const update = useUpdateBand();
  const close = () => onOpenChange(false);
  if (!band) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit band name"
      description="Everyone in the band sees the new name."
    >
      <SingleFieldForm
        label="Band name"
        placeholder="The Midnight Ramblers"
        schema={updateBandSchema.shape.name}
        initialValue={band.name}
        submitLabel="Save"
        pendingLabel="Saving…"
        pending={update.isPending}
        onCancel={close}
        autoFocus
        onSubmit={(name) =>
          update.mutate(
            { bandId: band.id, name },
            {
              onSuccess: () => {
                toast.success("Band updated successfully!");
                close();
              },
              onError: (error) => notifyFailure(error, "Failed to update band", "Please try again"),
            },
          )
        }
      />
    </Dialog>
  );
}
