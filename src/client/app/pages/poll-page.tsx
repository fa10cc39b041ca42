import { Vote } from "lucide-react";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function PollPage() {
  return (
    <>
      <PageHeader
        title="Practice poll"
        eyebrow={<BackLink href="/practice-scheduler" label="Practice Scheduler" />}
      />
      <EmptyState
        icon={Vote}
        title="Poll not found"
        description="It may have been deleted, or it belongs to a band you’re not in."
      />
    </>
  );
}
