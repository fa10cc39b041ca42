import { CalendarClock } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { CenteredLayout } from "../layouts/centered-layout";

export default function SharedPollPage() {
  return (
    <CenteredLayout wide>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Practice poll</h1>
      <EmptyState
        icon={CalendarClock}
        title="This poll isn’t available"
        description="The poll link may be mistyped, or the poll has closed."
      />
    </CenteredLayout>
  );
}
