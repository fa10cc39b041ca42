import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CircleAlert, FileText, Loader2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { MAX_IMPORT_FILE_LENGTH } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage, isUnauthorizedError } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/unauthorized";
import { SONGS_PATH } from "../api/get-songs";
import { importSong } from "../api/import-song";

/** The files the import reads: ChordPro under its usual names, and plain-text charts. */
export const IMPORT_ACCEPT = ".cho,.chordpro,.chopro,.crd,.pro,.txt";

type FileResult =
  | { state: "waiting" }
  | { state: "sending" }
  | { state: "done"; id: number; name: string; key: string | null }
  | { state: "failed"; message: string };

interface ImportRow {
  file: File;
  result: FileResult;
}

interface ImportDialogProps {
  bandId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Imports many ChordPro or text files into the band's library, one song per file, one request at a time. */
export function ImportDialog({ bandId, open, onOpenChange }: ImportDialogProps) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [running, setRunning] = useState(false);
  const finished = rows.filter((row) => row.result.state === "done" || row.result.state === "failed").length;
  const imported = rows.filter((row) => row.result.state === "done").length;

  const setResult = (index: number, result: FileResult) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, result } : row)));

  async function run(files: File[]) {
    setRows(files.map((file) => ({ file, result: { state: "waiting" } })));
    setRunning(true);
    for (const [index, file] of files.entries()) {
      setResult(index, { state: "sending" });
      try {
        const text = await file.text();
        if (text.length > MAX_IMPORT_FILE_LENGTH) throw new Error("too long");
        const song = await importSong({ bandId, fileName: file.name, text });
        setResult(index, { state: "done", ...song });
      } catch (error) {
        if (isUnauthorizedError(error)) {
          handleUnauthorized();
          break;
        }
        const fallback =
          error instanceof Error && error.message === "too long"
            ? "That file is too long to be one song."
            : "Couldn’t import this file.";
        setResult(index, { state: "failed", message: errorMessage(error, fallback) });
      }
    }
    setRunning(false);
    await queryClient.invalidateQueries({ queryKey: [SONGS_PATH, "list"] });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (running) return;
        onOpenChange(next);
        if (!next) setRows([]);
      }}
      title="Import songs"
      description="Choose ChordPro (.cho, .chordpro) or text files. Each file becomes one song in this band’s library."
      className="max-w-xl"
    >
      {rows.length === 0 ? (
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center hover:bg-muted/50"
        >
          <Upload className="size-6 text-primary" aria-hidden />
          <span className="text-sm font-medium">Choose files</span>
          <span className="text-xs text-muted-foreground">You can pick many at once.</span>
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMPORT_ACCEPT}
            className="sr-only"
            aria-label="Choose files to import"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length) void run(files);
            }}
          />
        </label>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium" aria-live="polite">
                {running
                  ? `Importing ${finished + 1} of ${rows.length}…`
                  : `Imported ${imported} of ${rows.length}`}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {Math.round((finished / rows.length) * 100)}%
              </span>
            </div>
            <progress
              className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
              value={finished}
              max={rows.length}
              aria-label="Import progress"
            />
          </div>
          <ul className="grid max-h-[45dvh] gap-1 overflow-y-auto" aria-label="Files">
            {rows.map((row, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
                key={index}
                className="flex items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm"
                data-state={row.result.state}
              >
                <ResultIcon result={row.result} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{row.file.name}</p>
                  {row.result.state === "done" && (
                    <p className="text-xs text-muted-foreground">
                      <Link
                        href={`/songs/${row.result.id}`}
                        className="text-primary hover:underline"
                        onClick={() => onOpenChange(false)}
                      >
                        {row.result.name}
                      </Link>
                      {row.result.key && ` · ${row.result.key}`}
                    </p>
                  )}
                  {row.result.state === "failed" && (
                    <p className="text-xs text-destructive">{row.result.message}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {!running && (
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setRows([])}>
                Import more
              </Button>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

function ResultIcon({ result }: { result: FileResult }) {
  if (result.state === "sending")
    return <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-primary" aria-label="Importing" />;
  if (result.state === "done")
    return <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Imported" />;
  if (result.state === "failed")
    return <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failed" />;
  return <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Waiting" />;
}
