import { Music, Plus, Search } from "lucide-react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Input } from "../../components/ui/field";
import { Kbd } from "../../components/ui/kbd";
import { PageHeader } from "../../components/ui/page-header";
import { useAppDialogs } from "../app-dialogs";

export default function HomePage() {
  const { setOpenDialog } = useAppDialogs();
  const newSong = (
    <Button onClick={() => setOpenDialog("new-song")}>
      <Plus aria-hidden />
      New song
    </Button>
  );
  return (
    <>
      <PageHeader title="Song Library" description="0 songs" actions={newSong} />
      <div className="relative mb-5">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" aria-label="Search songs" placeholder="Search songs" className="pl-9" disabled />
      </div>
      <EmptyState
        icon={Music}
        title="Add your first song!"
        description={
          <>
            Paste a chord chart and Bandbook turns it into a Nashville number chart. Press <Kbd>N</Kbd> any
            time.
          </>
        }
        action={newSong}
      />
    </>
  );
}
