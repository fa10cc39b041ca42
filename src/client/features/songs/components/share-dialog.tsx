import { Check, Copy, Link2, Link2Off } from "lucide-react";
import { toast } from "sonner";
import type { SongDetail } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/field";
import { useCopyText } from "../../../lib/clipboard";
import { shareUrl, useShareSong } from "../api/share-song";

interface ShareDialogProps {
  song: SongDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A read-only link anyone can open signed out; the band can turn it off at any time. */
export function ShareDialog({ song, open, onOpenChange }: ShareDialogProps) {
  const { share, revoke } = useShareSong(song.id);
  const { copied, copy: copyLink } = useCopyText();
  const link = song.shareToken ? shareUrl(song.shareToken) : null;

  async function copy(url: string) {
    if (await copyLink(url)) {
      toast.success("Share link copied!");
    } else {
      toast("Copy this link:", { description: url });
    }
  }

  function create() {
    share.mutate(undefined, {
      onSuccess: ({ shareToken }) => void copy(shareUrl(shareToken)),
      onError: () => toast.error("Failed to generate share link", { description: "Please try again." }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share this chart"
      description="Anyone with the link can read the chart (and change its key on their screen). They see nothing else of your band."
    >
      {link ? (
        <div className="grid gap-4">
          <div className="flex gap-2">
            <Input readOnly value={link} aria-label="Share link" onFocus={(event) => event.target.select()} />
            <Button onClick={() => void copy(link)} aria-label="Copy link">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Opened {song.shareViews} {song.shareViews === 1 ? "time" : "times"}
          </p>
          <div className="flex justify-between gap-2 border-t pt-4">
            <Button
              variant="ghost"
              className="text-destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => toast.success("Share link turned off"),
                  onError: () =>
                    toast.error("Failed to turn off the link", { description: "Please try again." }),
                })
              }
            >
              <Link2Off aria-hidden />
              Turn off link
            </Button>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button onClick={create} disabled={share.isPending}>
            <Link2 aria-hidden />
            {share.isPending ? "Creating link…" : "Create share link"}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
