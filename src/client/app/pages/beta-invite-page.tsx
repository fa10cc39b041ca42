import { Ticket, TicketX } from "lucide-react";
import { Link, useLocation, useSearchParams } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useBetaInvite } from "../../features/auth/api/beta-invite";
import { BetaAccountForm } from "../../features/auth/components/beta-account-form";
import { ApiError } from "../../lib/api-client";
import { CenteredLayout } from "../layouts/centered-layout";

type InviteState =
  | { state: "loading" }
  | { state: "valid"; email: string }
  | { state: "invalid"; message: string }
  | { state: "error"; message: string };

/** Spec §4: a missing token or a refused one is invalid; a call that never got an answer is an error. */
function useInviteState(token: string): InviteState {
  const invite = useBetaInvite(token);
  if (!token) return { state: "invalid", message: "No invite token found in URL" };
  if (invite.isPending) return { state: "loading" };
  if (invite.isSuccess) return { state: "valid", email: invite.data.email };
  if (invite.error instanceof ApiError) {
    return { state: "invalid", message: invite.error.body?.message ?? "Invalid invite token" };
  }
  return { state: "error", message: "Failed to validate invite token" };
}

/** `/auth/beta-invite?token=…`: the invited person creates their account (spec §2). */
export default function BetaInvitePage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const token = params.get("token") ?? "";
  const invite = useInviteState(token);

  return (
    <CenteredLayout>
      {invite.state === "loading" && (
        <Card className="grid justify-items-center gap-4 p-10">
          <Spinner label="Checking your invite" />
          <p className="text-sm text-muted-foreground">Checking your invite…</p>
        </Card>
      )}
      {(invite.state === "invalid" || invite.state === "error") && (
        <Card className="p-6 text-center sm:p-8">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
            <TicketX className="size-6" aria-hidden />
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight">
            {invite.state === "invalid"
              ? "This beta invite is not valid or has expired."
              : "Something went wrong"}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">{invite.message}</p>
          <Link href="/landing" className={buttonClasses("primary", "md", "mt-6 w-full")}>
            Back to Bandbook
          </Link>
          <p className="mt-4 text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link href="/auth" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </Card>
      )}
      {invite.state === "valid" && (
        <>
          <div className="mb-6 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
              <Ticket className="size-6" aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-semibold tracking-tight">You’re in the Bandbook beta</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">Create your account to get started.</p>
          </div>
          <Card className="p-5 sm:p-6">
            <BetaAccountForm token={token} email={invite.email} onCreated={() => navigate("/")} />
          </Card>
        </>
      )}
    </CenteredLayout>
  );
}
