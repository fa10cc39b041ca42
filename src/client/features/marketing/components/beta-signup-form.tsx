import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { type BetaSignupSource, requestBetaAccess } from "../api/request-beta-access";

type FormState =
  | { step: "idle"; error?: string }
  | { step: "submitting" }
  | { step: "success"; email: string; message: string };

/** Spec §8: the server's message, else 'Failed to sign up' for an answer without one, else 'Something went wrong'. */
function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.body?.fields?.email ?? error.body?.message ?? "Failed to sign up";
  return "Something went wrong";
}

interface BetaSignupFormProps {
  source: BetaSignupSource;
  /** `inline` puts the field and button side by side on wide screens (landing hero and closing section). */
  layout?: "inline" | "stacked";
  className?: string;
}

/**
 * The beta request form: idle → submitting → success, where a thank-you card replaces it (spec §4).
 * Kept free of zod and form libraries so the landing page stays small; the server validates the address.
 */
export function BetaSignupForm({ source, layout = "stacked", className }: BetaSignupFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<FormState>({ step: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setState({ step: "idle", error: "Email is required" });
      return;
    }
    setState({ step: "submitting" });
    try {
      const answer = await requestBetaAccess(trimmed, source);
      setState({ step: "success", email: trimmed, message: answer.message });
    } catch (error) {
      setState({ step: "idle", error: signupErrorMessage(error) });
    }
  }

  if (state.step === "success") {
    return (
      <div
        role="status"
        className={cn("rounded-2xl border bg-card p-5 text-card-foreground shadow-xs", className)}
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">Request received</p>
            <p className="mt-1 text-sm text-muted-foreground">{state.message}</p>
            <p className="mt-1 text-sm break-all text-muted-foreground">
              Requested for <span className="font-medium text-foreground">{state.email}</span>
            </p>
          </div>
        </div>
      </div>
    );
  }

  const error = state.step === "idle" ? state.error : undefined;
  const submitting = state.step === "submitting";
  return (
    <form onSubmit={submit} noValidate className={cn("grid gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className={cn("grid gap-2.5", layout === "inline" && "sm:flex")}>
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@band.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-12 text-base sm:min-w-0 sm:flex-1"
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Requesting…" : "Request beta access"}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
