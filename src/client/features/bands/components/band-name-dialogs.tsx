import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";

interface SingleFieldDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit?: (value: string) => void;
}

interface SingleFieldConfig {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  requiredMessage: string;
  submitLabel: string;
}

function SingleFieldDialog({
  config,
  open,
  onOpenChange,
  onSubmit,
}: SingleFieldDialogProps & { config: SingleFieldConfig }) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    setError(trimmed ? undefined : config.requiredMessage);
    if (trimmed) onSubmit?.(trimmed);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={config.title} description={config.description}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field id={id} label={config.label} error={error}>
          <Input
            id={id}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={config.placeholder}
            aria-invalid={Boolean(error)}
            autoComplete="off"
          />
        </Field>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">{config.submitLabel}</Button>
        </div>
      </form>
    </Dialog>
  );
}

const CREATE_BAND: SingleFieldConfig = {
  title: "Create a new band",
  description: "A band is a shared book of songs, setlists and rehearsals.",
  label: "Band name",
  placeholder: "The Midnight Ramblers",
  requiredMessage: "Band name is required",
  submitLabel: "Create band",
};

const JOIN_BAND: SingleFieldConfig = {
  title: "Join a band",
  description: "Ask a bandmate for the band's invite code.",
  label: "Invite code",
  placeholder: "e.g. 7KQ2M9",
  requiredMessage: "Invite code is required",
  submitLabel: "Join band",
};

export function CreateBandDialog(props: SingleFieldDialogProps) {
  return <SingleFieldDialog config={CREATE_BAND} {...props} />;
}

export function JoinBandDialog(props: SingleFieldDialogProps) {
  return <SingleFieldDialog config={JOIN_BAND} {...props} />;
}
