import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage, isUnauthorizedError } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { useDeleteSong } from "../api/delete-song";

interface DeleteSongDialogProps {
  song: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** Asks before deleting; the song leaves every setlist too (spec §3). Errors as spec §8. */
export function DeleteSongDialog({ song, onOpenChange, onDeleted }: DeleteSongDialogProps) {
  const deleteSong = useDeleteSong();
  function confirm() {
    if (!song) return;
    deleteSong.mutate(song.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success("Song deleted", { description: song.name });
        onDeleted?.();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast.error("Error", { description: errorMessage(error, "Failed to delete song") });
      },
    });
  }
  return (
    <Dialog
      open={song !== null}
      onOpenChange={onOpenChange}
      title={`Delete “${song?.name ?? ""}”?`}
      description="The chart, its history and its place in every setlist are removed. This cannot be undone."
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={deleteSong.isPending}>
          {deleteSong.isPending ? "Deleting…" : "Delete song"}
        </Button>
      </div>
    </Dialog>
  );
}
