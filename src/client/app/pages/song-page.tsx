import { Music } from "lucide-react";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function SongPage() {
  return (
    <>
      <PageHeader title="Song" eyebrow={<BackLink href="/" label="Song Library" />} />
      <EmptyState
        icon={Music}
        title="Song not found"
        description="It may have been deleted, or it belongs to a band you’re not in."
      />
    </>
  );
}
