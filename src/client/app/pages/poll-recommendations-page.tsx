import { CalendarCheck } from "lucide-react";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function PollRecommendationsPage() {
  return (
    <>
      <PageHeader
        title="Best dates"
        eyebrow={<BackLink href="/practice-scheduler" label="Practice Scheduler" />}
      />
      <EmptyState
        icon={CalendarCheck}
        title="Poll not found"
        description="It may have been deleted, or it belongs to a band you’re not in."
      />
    </>
  );
}
