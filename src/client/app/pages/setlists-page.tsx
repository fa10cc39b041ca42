import { ListMusic, Plus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";
import { useAppDialogs } from "../app-dialogs";

export default function SetlistsPage() {
  const { setOpenDialog } = useAppDialogs();
  const newSetlist = (
    <Button onClick={() => setOpenDialog("new-setlist")}>
      <Plus aria-hidden />
      New setlist
    </Button>
  );
  return (
    <>
      <PageHeader title="Setlists" description="Your band’s gigs, closest date first." actions={newSetlist} />
      <EmptyState
        icon={ListMusic}
        title="No setlists yet"
        description="Create a setlist for your next gig, then add songs in the order you’ll play them."
        action={newSetlist}
      />
    </>
  );
}
