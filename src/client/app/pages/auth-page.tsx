import { useId, useState } from "react";
import { Link, useLocation, useSearch, useSearchParams } from "wouter";
import { VERIFY_EMAIL_NOTICE } from "../../../shared/auth";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { useSetupStatus } from "../../features/auth/api/get-setup";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";
import { InviteCodeCard } from "../../features/auth/components/invite-code-card";
import { RegisterForm } from "../../features/auth/components/register-form";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { SetupForm } from "../../features/auth/components/setup-form";
import { SignInForm } from "../../features/auth/components/sign-in-form";
import { BetaSignupForm } from "../../features/marketing/components/beta-signup-form";
import { cn } from "../../lib/cn";
import { CenteredLayout } from "../layouts/centered-layout";

type View = "sign-in" | "beta" | "register" | "forgot" | "reset" | "setup";

const TABS: { id: "sign-in" | "beta"; label: string }[] = [
  { id: "sign-in", label: "Sign In" },
  { id: "beta", label: "Request Beta Access" },
];

const HEADINGS: Record<View, { title: string; subtitle: string }> = {
  "sign-in": { title: "Welcome back", subtitle: "Sign in to your band’s book." },
  beta: { title: "Join the Bandbook beta", subtitle: "Leave your e-mail and we’ll send an invite." },
  register: { title: "Join your band", subtitle: "Create your account with your band’s invite code." },
  forgot: { title: "Forgot your password?", subtitle: "It happens to the best drummers." },
  reset: { title: "Reset your password", subtitle: "One last step and you’re back in." },
  setup: { title: "Set up Bandbook", subtitle: "Create the first account of this Bandbook." },
};

function initialView(params: URLSearchParams): View {
  if (params.get("token")) return "reset";
  const tab = params.get("tab");
  if (tab === "setup") return "setup";
  if (tab === "register") return "register";
  if (tab === "beta") return "beta";
  return "sign-in";
}

/**
 * The sign-in screen of spec §2. Query parameters: `token` opens the reset form, `message` shows a notice,
 * `tab=beta|register` the beta tab, `tab=setup` the first-account form. A new query string starts afresh.
 */
export default function AuthPage() {
  const search = useSearch();
  return (
    <CenteredLayout>
      <AuthScreen key={search} />
    </CenteredLayout>
  );
}

function AuthScreen() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [view, setView] = useState<View>(() => initialView(params));
  const [notice, setNotice] = useState<string | null>(params.get("message"));
  const [email, setEmail] = useState("");
  const setup = useSetupStatus();
  const panelId = useId();

  const shown: View = setup.data?.needsFirstAccount && view !== "reset" ? "setup" : view;
  const heading = HEADINGS[shown];
  const activeTab =
    shown === "sign-in" ? "sign-in" : shown === "beta" || shown === "register" ? "beta" : null;
  const goHome = () => navigate("/");

  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{heading.title}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{heading.subtitle}</p>
      </div>
      {notice && shown !== "setup" && <Notice className="mb-4">{notice}</Notice>}
      <Card className="p-5 sm:p-6">
        {activeTab && (
          <div
            role="tablist"
            aria-label="Sign in or request access"
            className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1"
          >
            {TABS.map((option) => (
              <button
                key={option.id}
                type="button"
                role="tab"
                aria-selected={activeTab === option.id}
                aria-controls={panelId}
                onClick={() => setView(option.id)}
                className={cn(
                  "h-9 rounded-md px-2 text-[0.8rem] font-medium transition sm:text-sm",
                  activeTab === option.id
                    ? "bg-card text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        )}
        <div id={panelId} role={activeTab ? "tabpanel" : undefined}>
          {shown === "sign-in" && (
            <SignInForm
              defaultEmail={email}
              onForgotPassword={() => setView("forgot")}
              onSignedIn={goHome}
              onAttempt={() => setNotice(null)}
            />
          )}
          {shown === "beta" && (
            <div className="grid gap-5">
              <BetaSignupForm source="auth-page" />
              <InviteCodeCard onEnter={() => setView("register")} />
            </div>
          )}
          {shown === "register" && (
            <RegisterForm
              onBack={() => setView("beta")}
              onRegistered={(result, registeredEmail) => {
                if (result.emailVerified) {
                  goHome();
                  return;
                }
                setEmail(registeredEmail);
                setNotice(result.message ?? VERIFY_EMAIL_NOTICE);
                setView("sign-in");
              }}
            />
          )}
          {shown === "forgot" && (
            <ForgotPasswordForm defaultEmail={email} onBack={() => setView("sign-in")} />
          )}
          {shown === "reset" && (
            <ResetPasswordForm
              token={params.get("token") ?? ""}
              onDone={(message) =>
                navigate(`/auth?message=${encodeURIComponent(message)}`, { replace: true })
              }
            />
          )}
          {shown === "setup" && <SetupForm onDone={goHome} />}
        </div>
      </Card>
      {shown !== "setup" && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          New to Bandbook?{" "}
          <Link href="/landing" className="font-medium text-primary hover:underline">
            See what it does
          </Link>
        </p>
      )}
    </>
  );
}
