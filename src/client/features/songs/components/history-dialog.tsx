import { formatDistanceToNow } from "date-fns";
import { History, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import type { SongDetail, SongRevisionDetail } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage, isUnauthorizedError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { useRestoreRevision, useRevision, useRevisions } from "../api/song-revisions";
import { hasChanges, lineDiff } from "../lib/line-diff";

interface HistoryDialogProps {
  song: SongDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Comparable = Pick<
  SongRevisionDetail,
  "name" | "key" | "bpm" | "capo" | "timeSignature" | "tags" | "isCover" | "audioUrl"
>;

const FIELD_LABELS: [keyof Comparable, string][] = [
  ["name", "Name"],
  ["key", "Key"],
  ["bpm", "BPM"],
  ["capo", "Capo"],
  ["timeSignature", "Time"],
  ["tags", "Tags"],
  ["isCover", "Cover"],
  ["audioUrl", "Audio"],
];

function show(value: Comparable[keyof Comparable]): string {
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value === null || value === "" ? "—" : String(value);
}

/** Every save of the song: who and when, what it changed against the song now, and a way back to it. */
export function HistoryDialog({ song, open, onOpenChange }: HistoryDialogProps) {
  const revisions = useRevisions(song.id, open);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const revision = useRevision(song.id, selectedId);
  const restore = useRestoreRevision(song.id);

  // The newest save is the song as it is now: start from the one before it, the one worth comparing.
  useEffect(() => {
    if (selectedId !== null || !revisions.data?.length) return;
    const earlier = revisions.data.find((entry) => entry.editCount !== song.editCount) ?? revisions.data[0];
    if (earlier) setSelectedId(earlier.id);
  }, [revisions.data, selectedId, song.editCount]);
  const isCurrent = revisions.data?.find((entry) => entry.id === selectedId)?.editCount === song.editCount;

  const changes = useMemo(() => {
    if (!revision.data) return null;
    const fields = FIELD_LABELS.filter(([field]) => show(revision.data[field]) !== show(song[field])).map(
      ([field, label]) => ({ label, version: show(revision.data[field]), now: show(song[field]) }),
    );
    const diff = lineDiff(song.sourceText ?? "", revision.data.sourceText ?? "");
    return { fields, diff, textChanged: hasChanges(diff) };
  }, [revision.data, song]);

  function restoreSelected() {
    if (selectedId === null) return;
    restore.mutate(
      { revisionId: selectedId, editCount: song.editCount },
      {
        onSuccess: () => {
          toast.success("Version restored");
          onOpenChange(false);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else toast.error("Couldn’t restore", { description: errorMessage(error, "Please try again.") });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="History"
      description="Each save is kept. Pick one to see how it differs from the chart now."
      className="max-w-4xl"
    >
      {revisions.isPending ? (
        <Spinner className="w-full py-10" />
      ) : !revisions.data?.length ? (
        <p className="py-8 text-center text-sm text-muted-foreground">
          No earlier versions yet. Every save from now on is kept here.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[15rem_1fr]">
          <ol
            className="grid max-h-[50dvh] content-start gap-1 overflow-y-auto md:max-h-[60dvh]"
            aria-label="Versions"
          >
            {revisions.data.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(entry.id)}
                  aria-current={entry.id === selectedId}
                  className={cn(
                    "flex w-full items-start gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-muted",
                    entry.id === selectedId && "bg-accent text-accent-foreground hover:bg-accent",
                  )}
                >
                  <History className="mt-0.5 size-4 shrink-0 opacity-60" aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      Version {entry.editCount + 1}
                      {entry.editCount === song.editCount && (
                        <span className="ml-1.5 text-xs font-normal opacity-75">(current)</span>
                      )}
                    </span>
                    <span className="block truncate text-xs opacity-75">
                      {entry.author?.name ?? "Someone"} ·{" "}
                      {formatDistanceToNow(new Date(entry.createdAt), { addSuffix: true })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="min-w-0">
            {!changes ? (
              <Spinner className="w-full py-10" />
            ) : (
              <div className="grid gap-3">
                {changes.fields.length === 0 && !changes.textChanged ? (
                  <p className="rounded-lg bg-muted px-3 py-2 text-sm">Same as the current version.</p>
                ) : (
                  changes.fields.length > 0 && (
                    <dl className="grid gap-1 rounded-lg border p-3 text-sm" aria-label="Changed details">
                      {changes.fields.map((field) => (
                        <div key={field.label} className="flex flex-wrap gap-x-2">
                          <dt className="w-14 shrink-0 text-muted-foreground">{field.label}</dt>
                          <dd>
                            <span className="text-destructive line-through decoration-1">{field.now}</span>
                            {" → "}
                            <span className="font-medium text-emerald-700 dark:text-emerald-400">
                              {field.version}
                            </span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )
                )}
                {changes.textChanged && (
                  <pre
                    className="max-h-[45dvh] overflow-auto rounded-lg border bg-muted/40 py-2 font-mono text-xs leading-relaxed"
                    data-testid="chart-diff"
                  >
                    {changes.diff.map((line, index) => (
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are positional
                        key={index}
                        data-diff={line.kind}
                        className={cn(
                          "px-3 whitespace-pre",
                          line.kind === "added" && "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300",
                          line.kind === "removed" && "bg-red-500/15 text-red-800 dark:text-red-300",
                        )}
                      >
                        {line.kind === "added" ? "+ " : line.kind === "removed" ? "− " : "  "}
                        {line.text || " "}
                      </div>
                    ))}
                  </pre>
                )}
                <p className="text-xs text-muted-foreground">
                  <span className="text-destructive line-through">Struck</span> is the chart now;{" "}
                  <span className="text-emerald-700 dark:text-emerald-400">green</span> is this version.
                </p>
                <div className="flex justify-end">
                  <Button onClick={restoreSelected} disabled={restore.isPending || isCurrent}>
                    <RotateCcw aria-hidden />
                    {restore.isPending ? "Restoring…" : "Restore this version"}
                  </Button>
                </div>
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
