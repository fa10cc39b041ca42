import { CalendarClock, CalendarPlus, Vote } from "lucide-react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function PracticeSchedulerPage() {
  return (
    <>
      <PageHeader
        title="Practice Scheduler"
        description="Find a date that works, then keep track of who’s coming."
        actions={
          <>
            <Button variant="outline" disabled>
              <CalendarPlus aria-hidden />
              Schedule practice
            </Button>
            <Button disabled>
              <Vote aria-hidden />
              New poll
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section>
          <h2 className="mb-3 text-sm font-semibold text-muted-foreground">Open polls</h2>
          <EmptyState icon={Vote} title="No open polls" description="Ask the band when they’re free." />
        </section>
        <section>
          <h2 className="mb-3 text-sm font-semibold text-muted-foreground">Upcoming practices</h2>
          <EmptyState
            icon={CalendarClock}
            title="No upcoming practices"
            description="Scheduled rehearsals show up here."
          />
        </section>
      </div>
    </>
  );
}
