import { Download, History, MoreHorizontal, Pencil, Printer, Share2, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { SongDetail } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from "../../../components/ui/menu";
import { chordProUrl } from "../api/import-song";
import { DeleteSongDialog } from "./delete-song-dialog";
import { HistoryDialog } from "./history-dialog";
import { ShareDialog } from "./share-dialog";
import { asChart, SongChartPanel } from "./song-chart-panel";
import { SongEditor } from "./song-editor";
import { SongMeta } from "./song-meta";

interface SongScreenProps {
  song: SongDetail;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
  /** Tools shown beside the chart's controls (the metronome). */
  tools?: ReactNode;
}

type SongDialog = "share" | "history" | "delete" | null;

/** A song of the band: the chart with its controls and the band's actions on it, or its editor. */
export function SongScreen({ song, editing, onEditingChange, onDeleted, tools }: SongScreenProps) {
  const [dialog, setDialog] = useState<SongDialog>(null);
  const chart = asChart(song.chart);
  const close = (open: boolean) => !open && setDialog(null);

  const actions = (
    <>
      <Button variant="outline" onClick={() => onEditingChange(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button variant="outline" onClick={() => setDialog("share")}>
        <Share2 aria-hidden />
        Share
      </Button>
      <MenuRoot>
        <MenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More actions">
            <MoreHorizontal aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem icon={<History />} onSelect={() => setDialog("history")}>
            History
          </MenuItem>
          <MenuItem icon={<Printer />} onSelect={() => window.print()}>
            Print
          </MenuItem>
          <MenuItem icon={<Download />} onSelect={() => window.location.assign(chordProUrl(song.id))}>
            Download ChordPro
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Trash2 />} className="text-destructive" onSelect={() => setDialog("delete")}>
            Delete song
          </MenuItem>
        </MenuContent>
      </MenuRoot>
    </>
  );

  return (
    <article className="grid gap-5">
      <SongMeta
        song={song}
        actions={editing ? null : <div className="flex gap-2 print:hidden">{actions}</div>}
      />
      {editing ? (
        <SongEditor song={song} onDone={() => onEditingChange(false)} />
      ) : (
        <>
          {song.audioUrl && (
            // biome-ignore lint/a11y/useMediaCaption: a band's own rehearsal recording has no captions
            <audio
              controls
              preload="none"
              src={song.audioUrl}
              className="w-full print:hidden"
              aria-label="Recording"
            />
          )}
          {chart ? (
            <SongChartPanel
              key={song.editCount}
              chart={chart}
              capo={song.capo}
              tools={tools}
              tempo={song.bpm}
            />
          ) : (
            <pre className="rounded-xl border bg-card p-4 font-mono text-sm whitespace-pre-wrap">
              {song.sourceText}
            </pre>
          )}
        </>
      )}
      <ShareDialog song={song} open={dialog === "share"} onOpenChange={close} />
      {dialog === "history" && <HistoryDialog song={song} open onOpenChange={close} />}
      <DeleteSongDialog song={dialog === "delete" ? song : null} onOpenChange={close} onDeleted={onDeleted} />
    </article>
  );
}
