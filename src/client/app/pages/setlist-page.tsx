import { ListMusic } from "lucide-react";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function SetlistPage() {
  return (
    <>
      <PageHeader title="Setlist" eyebrow={<BackLink href="/setlists" label="Setlists" />} />
      <EmptyState
        icon={ListMusic}
        title="Setlist not found"
        description="It may have been deleted, or it belongs to a band you’re not in."
      />
    </>
  );
}
