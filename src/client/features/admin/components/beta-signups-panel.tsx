import { format, parseISO } from "date-fns";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type BetaSignupState, type BetaSignupSummary, betaSignupStates } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { type BetaSignupAction, useBetaSignupAction, useBetaSignups } from "../api/beta-signups";

const STATE_LABELS: Record<BetaSignupState, string> = {
  requested: "Requested",
  approved: "Approved",
  invite_sent: "Invite sent",
  registered: "Registered",
  revoked: "Revoked",
};

const STATE_STYLES: Record<BetaSignupState, string> = {
  requested: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  approved: "bg-accent text-accent-foreground",
  invite_sent: "bg-accent text-accent-foreground",
  registered: "bg-emerald-600/15 text-emerald-800 dark:text-emerald-300",
  revoked: "bg-muted text-muted-foreground",
};

/** Which buttons each state offers; the server refuses anything on a registered request. */
const ACTIONS: Record<BetaSignupState, BetaSignupAction[]> = {
  requested: ["approve", "revoke"],
  approved: ["resend", "revoke"],
  invite_sent: ["resend", "revoke"],
  registered: [],
  revoked: ["approve"],
};

const ACTION_LABELS: Record<BetaSignupAction, string> = {
  approve: "Approve",
  resend: "Resend",
  revoke: "Revoke",
};
const ACTION_DONE: Record<BetaSignupAction, string> = {
  approve: "Invite sent",
  resend: "Invite sent again",
  revoke: "Invite revoked",
};

type Filter = BetaSignupState | "all";

const formatDate = (iso: string | null) => (iso ? format(parseISO(iso), "MMM d, yyyy") : "—");

/** Beta requests by state, with approve (sends the invite), resend and revoke. */
export function BetaSignupsPanel() {
  const signups = useBetaSignups();
  const [filter, setFilter] = useState<Filter>("requested");

  if (signups.isPending) return <Spinner className="py-10" label="Loading beta requests" />;
  if (signups.isError) {
    return <Notice tone="error">{errorMessage(signups.error, "Failed to load beta requests")}</Notice>;
  }

  const rows = signups.data;
  const counts = Object.fromEntries(
    betaSignupStates.map((state) => [state, rows.filter((row) => row.state === state).length]),
  ) as Record<BetaSignupState, number>;
  const shown = filter === "all" ? rows : rows.filter((row) => row.state === filter);
  const filters: { id: Filter; label: string; count: number }[] = [
    ...betaSignupStates.map((state) => ({ id: state, label: STATE_LABELS[state], count: counts[state] })),
    { id: "all", label: "All", count: rows.length },
  ];

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="Filter by state" className="flex flex-wrap gap-2">
        {filters.map((option) => (
          <button
            key={option.id}
            type="button"
            role="tab"
            aria-selected={filter === option.id}
            onClick={() => setFilter(option.id)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
              filter === option.id
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-card text-muted-foreground hover:text-foreground",
            )}
          >
            {option.label}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                filter === option.id ? "bg-primary-foreground/20" : "bg-muted",
              )}
            >
              {option.count}
            </span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={filter === "all" ? "No beta requests yet" : `Nothing ${STATE_LABELS[filter].toLowerCase()}`}
          description="Requests from the landing page and the sign-in screen appear here."
        />
      ) : (
        <ul className="grid gap-2.5" aria-label="Beta requests">
          {shown.map((signup) => (
            <SignupRow key={signup.id} signup={signup} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SignupRow({ signup }: { signup: BetaSignupSummary }) {
  const act = useBetaSignupAction();
  const run = (action: BetaSignupAction) =>
    act.mutate(
      { id: signup.id, action },
      {
        onSuccess: () => toast.success(ACTION_DONE[action], { description: signup.email }),
        onError: (error) =>
          toast.error(`Failed to ${action} request`, {
            description: errorMessage(error, "Please try again."),
          }),
      },
    );

  return (
    <li
      aria-label={signup.email}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium">{signup.email}</p>
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATE_STYLES[signup.state])}>
            {STATE_LABELS[signup.state]}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{lifecycleLine(signup)}</p>
      </div>
      {ACTIONS[signup.state].length > 0 && (
        <div className="flex shrink-0 gap-2">
          {ACTIONS[signup.state].map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === "approve" ? "primary" : action === "revoke" ? "ghost" : "outline"}
              disabled={act.isPending}
              onClick={() => run(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function lifecycleLine(signup: BetaSignupSummary): string {
  const from = signup.source === "auth-page" ? "sign-in screen" : "landing page";
  const parts = [`Requested ${formatDate(signup.createdAt)} on the ${from}`];
  if (signup.state === "registered") parts.push(`signed up ${formatDate(signup.signedUpAt)}`);
  else if (signup.inviteSentAt) parts.push(`invite sent ${formatDate(signup.inviteSentAt)}`);
  if ((signup.state === "invite_sent" || signup.state === "approved") && signup.inviteExpiresAt) {
    parts.push(`expires ${formatDate(signup.inviteExpiresAt)}`);
  }
  return parts.join(" · ");
}
