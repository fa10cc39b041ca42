import { Megaphone, ThumbsUp } from "lucide-react";
import { useLocation } from "wouter";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";
import { cn } from "../../lib/cn";
import { APP_VERSION } from "../../lib/constants";

const TABS = [
  { href: "/changelog", label: "Updates" },
  { href: "/feature-voting", label: "Feedback" },
];

/** Feedback & Updates; /feature-voting is the same page opened on its feedback tab (spec §2). */
export default function ChangelogPage() {
  const [location, navigate] = useLocation();
  const onFeedback = location === "/feature-voting";
  return (
    <>
      <PageHeader title="Feedback & Updates" description={`Bandbook version ${APP_VERSION}`} />
      <div
        role="tablist"
        aria-label="Feedback and updates"
        className="mb-6 inline-flex rounded-lg bg-muted p-1"
      >
        {TABS.map((tab) => {
          const selected = location === tab.href;
          return (
            <button
              key={tab.href}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => navigate(tab.href, { replace: true })}
              className={cn(
                "h-9 rounded-md px-4 text-sm font-medium transition",
                selected
                  ? "bg-card text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel">
        {onFeedback ? (
          <EmptyState
            icon={ThumbsUp}
            title="No feature requests yet"
            description="Suggest what Bandbook should do next and vote on what others asked for."
          />
        ) : (
          <EmptyState
            icon={Megaphone}
            title="No updates posted yet"
            description="New features and fixes are announced here."
          />
        )}
      </div>
    </>
  );
}
