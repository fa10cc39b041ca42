import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import { CenteredLayout } from "../layouts/centered-layout";

type Tab = "sign-in" | "beta";

const TABS: { id: Tab; label: string }[] = [
  { id: "sign-in", label: "Sign In" },
  { id: "beta", label: "Request Beta Access" },
];

/** The sign-in screen of spec §2; `tab=register` or `tab=beta` opens the beta tab. */
export default function AuthPage() {
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const [tab, setTab] = useState<Tab>(requested === "beta" || requested === "register" ? "beta" : "sign-in");
  const message = params.get("message");
  const ids = { email: useId(), password: useId(), betaEmail: useId(), panel: useId() };
  const hold = (event: FormEvent) => event.preventDefault();

  return (
    <CenteredLayout>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">
          {tab === "sign-in" ? "Welcome back" : "Join the Bandbook beta"}
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground">
          {tab === "sign-in" ? "Sign in to your band’s book." : "Leave your e-mail and we’ll send an invite."}
        </p>
      </div>
      {message && (
        <p
          role="status"
          className="mb-4 rounded-lg border bg-accent px-4 py-3 text-sm text-accent-foreground"
        >
          {message}
        </p>
      )}
      <Card className="p-6">
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
              aria-selected={tab === option.id}
              aria-controls={ids.panel}
              onClick={() => setTab(option.id)}
              className={cn(
                "h-9 rounded-md px-2 text-[0.8rem] font-medium transition sm:text-sm",
                tab === option.id
                  ? "bg-card text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div id={ids.panel} role="tabpanel">
          {tab === "sign-in" ? (
            <form onSubmit={hold} className="grid gap-4">
              <Field id={ids.email} label="Email">
                <Input id={ids.email} type="email" autoComplete="email" placeholder="you@band.com" />
              </Field>
              <Field id={ids.password} label="Password">
                <Input id={ids.password} type="password" autoComplete="current-password" />
              </Field>
              <Button type="submit" className="mt-1 w-full">
                Sign in
              </Button>
            </form>
          ) : (
            <form onSubmit={hold} className="grid gap-4">
              <Field id={ids.betaEmail} label="Email">
                <Input id={ids.betaEmail} type="email" autoComplete="email" placeholder="you@band.com" />
              </Field>
              <Button type="submit" className="mt-1 w-full">
                Request access
              </Button>
            </form>
          )}
        </div>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Bandbook?{" "}
        <Link href="/landing-alt" className="font-medium text-primary hover:underline">
          See what it does
        </Link>
      </p>
    </CenteredLayout>
  );
}
