import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";

export interface CreateSetlistInput {
  venue: string;
  date: string;
}

interface CreateSetlistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit?: (input: CreateSetlistInput) => void;
}

/** Venue and date, validated with the messages of spec §5; nothing is sent while either is missing. */
export default function CreateSetlistDialog({ open, onOpenChange, onSubmit }: CreateSetlistDialogProps) {
  const venueId = useId();
  const dateId = useId();
  const [venue, setVenue] = useState("");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<{ venue?: string; date?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      venue: venue.trim() ? undefined : "Venue is required",
      date: date ? undefined : "Date is required",
    };
    setErrors(next);
    if (!next.venue && !next.date) onSubmit?.({ venue: venue.trim(), date });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New setlist"
      description="Where and when are you playing?"
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field id={venueId} label="Venue" error={errors.venue}>
          <Input
            id={venueId}
            value={venue}
            onChange={(event) => setVenue(event.target.value)}
            placeholder="The Bluebird Cafe"
            aria-invalid={Boolean(errors.venue)}
          />
        </Field>
        <Field id={dateId} label="Date" error={errors.date}>
          <Input
            id={dateId}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={Boolean(errors.date)}
          />
        </Field>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Create setlist</Button>
        </div>
      </form>
    </Dialog>
  );
}
