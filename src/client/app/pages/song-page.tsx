import { Music } from "lucide-react";
import { useLocation, useRoute, useSearch } from "wouter";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { Metronome } from "../../features/metronome/components/metronome";
import { useSong } from "../../features/songs/api/get-song";
import { SongScreen } from "../../features/songs/components/song-screen";

/** `/songs/:id` (spec §2); `?edit` opens the editor. */
export default function SongPage() {
  // The signed-in area renders pages outside a <Route>, so the page reads its own parameters.
  const [, params] = useRoute<{ id: string }>("/songs/:id");
  const id = Number(params?.id);
  const search = useSearch();
  const [, navigate] = useLocation();
  const editing = new URLSearchParams(search).has("edit");
  const song = useSong(Number.isInteger(id) && id > 0 ? id : 0);

  const back = (
    <div className="mb-4 print:hidden">
      <BackLink href="/" label="Song Library" />
    </div>
  );
  if (song.isPending) return <PageSpinner />;
  if (!song.data) {
    return (
      <>
        {back}
        <EmptyState
          icon={Music}
          title="Song not found"
          description="It may have been deleted, or it belongs to a band you’re not in."
        />
      </>
    );
  }
  return (
    <>
      {back}
      <SongScreen
        song={song.data}
        editing={editing}
        onEditingChange={(edit) => navigate(edit ? `/songs/${id}?edit` : `/songs/${id}`, { replace: true })}
        onDeleted={() => navigate("/")}
        tools={<Metronome bpm={song.data.bpm} timeSignature={song.data.timeSignature} />}
      />
    </>
  );
}
