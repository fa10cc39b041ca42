import { ArrowRight, BarChart3 } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

const METRICS = ["Active users", "New songs", "Setlists played", "Polls answered"];

export default function AdminAnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Analytics"
        description="How Bandbook is used, across every band."
        actions={
          <Link href="/admin/user-details" className={buttonClasses("outline")}>
            Beta access & users
            <ArrowRight aria-hidden />
          </Link>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {METRICS.map((metric) => (
          <div key={metric} className="rounded-2xl border bg-card p-4">
            <p className="text-sm text-muted-foreground">{metric}</p>
            <p className="mt-2 text-2xl font-semibold tabular-nums">—</p>
          </div>
        ))}
      </div>
      <EmptyState
        icon={BarChart3}
        title="No analytics recorded yet"
        description="Usage appears here as people use the app."
      />
    </>
  );
}
