import { MailCheck, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useVerifyEmail } from "../../features/auth/api/verify-email";
import { ResendVerificationForm } from "../../features/auth/components/resend-verification-form";
import { errorMessage } from "../../lib/api-client";
import { CenteredLayout } from "../layouts/centered-layout";

const NO_TOKEN_MESSAGE = "This link has no verification token. Open the link from the e-mail again.";

/** `/auth/verify-email?token=…`: verifying, then verified (on to sign in) or failed (send a new link). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single-use: a second call (StrictMode's double effect) would turn success into failure.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify.mutate]);

  const failed = !token || verify.isError;
  return (
    <CenteredLayout>
      <Card className="p-6 text-center sm:p-8">
        {failed ? (
          <>
            <Badge tone="error" />
            <h1 className="mt-5 text-xl font-semibold tracking-tight">We couldn’t verify your email</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              {token ? errorMessage(verify.error, "Failed to verify email") : NO_TOKEN_MESSAGE}
            </p>
            <div className="mt-6 text-left">
              <ResendVerificationForm />
            </div>
            <Link href="/auth" className={buttonClasses("ghost", "md", "mt-4")}>
              Back to sign in
            </Link>
          </>
        ) : verify.isSuccess ? (
          <>
            <Badge tone="success" />
            <h1 className="mt-5 text-xl font-semibold tracking-tight">Email verified</h1>
            <p className="mt-2 text-sm text-muted-foreground">{verify.data.message}</p>
            <Link href="/auth" className={buttonClasses("primary", "md", "mt-6 w-full")}>
              Sign in
            </Link>
          </>
        ) : (
          <div className="grid justify-items-center gap-4 py-6">
            <Spinner label="Verifying your email" />
            <h1 className="text-lg font-semibold">Verifying your email…</h1>
          </div>
        )}
      </Card>
    </CenteredLayout>
  );
}

function Badge({ tone }: { tone: "success" | "error" }) {
  const Icon = tone === "success" ? MailCheck : MailX;
  return (
    <span
      className={
        tone === "success"
          ? "mx-auto flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground"
          : "mx-auto flex size-12 items-center justify-center rounded-2xl bg-destructive/10 text-destructive"
      }
    >
      <Icon className="size-6" aria-hidden />
    </span>
  );
}
