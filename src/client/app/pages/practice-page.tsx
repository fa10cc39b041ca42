import { CalendarClock } from "lucide-react";
import { BackLink } from "../../components/ui/back-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function PracticePage() {
  return (
    <>
      <PageHeader
        title="Practice"
        eyebrow={<BackLink href="/practice-scheduler" label="Practice Scheduler" />}
      />
      <EmptyState
        icon={CalendarClock}
        title="Practice not found"
        description="It may have been deleted, or it belongs to a band you’re not in."
      />
    </>
  );
}
