import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useSelectedBand } from "../../../lib/selected-band";
import { useDeleteBand } from "../api/delete-band";
import { useLeaveBand } from "../api/leave-band";
import { notifyFailure } from "../notify-failure";

interface BandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ConfirmDialogProps extends BandDialogProps {
  title: string;
  warning: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

function ConfirmDialog({
  warning,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  ...props
}: ConfirmDialogProps) {
  return (
    <Dialog {...props}>
      <div className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive/8 p-4 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <p className="leading-relaxed">{warning}</p>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** Deletes the selected band and everything in it, after the warning of spec §2 (owners only); the selection
 * then moves to another band by the rules of spec §4. */
export function DeleteBandDialog({ open, onOpenChange }: BandDialogProps) {
  const { band } = useSelectedBand();
  const remove = useDeleteBand();
  if (!band) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${band.name}?`}
      warning={
        <>
          This cannot be undone. Deleting <strong className="font-semibold">{band.name}</strong> permanently
          deletes all songs of the band, with its setlists, practice polls and practices, for every member.
        </>
      }
      confirmLabel="Delete band"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(band.id, {
          onSuccess: () => {
            toast.success("Band deleted successfully");
            onOpenChange(false);
          },
          onError: (error) => notifyFailure(error, "Failed to delete band", "Please try again"),
        })
      }
    />
  );
}

/** A member leaves the selected band; owners delete the band instead (the server refuses them). */
export function LeaveBandDialog({ open, onOpenChange }: BandDialogProps) {
  const { band } = useSelectedBand();
  const leave = useLeaveBand();
  if (!band) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave ${band.name}?`}
      warning="You lose access to the band's songs, setlists and polls until someone invites you again."
      confirmLabel="Leave band"
      pendingLabel="Leaving…"
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(band.id, {
          onSuccess: () => {
            toast.success(`You left ${band.name}`);
            onOpenChange(false);
          },
          onError: (error) => notifyFailure(error, "Failed to leave band", "Please try again"),
        })
      }
    />
  );
}
