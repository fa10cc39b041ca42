import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_RESET_REQUESTED_MESSAGE, requestPasswordResetSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useRequestPasswordReset } from "../api/password-reset";
import { EmailField } from "./account-fields";

const TOO_MANY_REQUESTS = 429;

/** Asks for a reset link; the answer never says whether the address has an account (spec §8). */
export function ForgotPasswordForm({
  defaultEmail = "",
  onBack,
}: {
  defaultEmail?: string;
  onBack: () => void;
}) {
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setOutcome({ tone: "success", message: PASSWORD_RESET_REQUESTED_MESSAGE });
    } catch (error) {
      // Throttling is about this browser, not the account, so saying so reveals nothing.
      const throttled = error instanceof ApiError && error.status === TOO_MANY_REQUESTS;
      setOutcome(
        throttled
          ? { tone: "error", message: errorMessage(error, "Failed to request password reset") }
          : { tone: "success", message: PASSWORD_RESET_REQUESTED_MESSAGE },
      );
    }
  });

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter the e-mail you sign in with and we’ll send a link to choose a new password.
        </p>
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <EmailField field={form.register("email")} error={errors.email?.message} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send reset link"}
        </Button>
      </form>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft aria-hidden />
        Back to login
      </Button>
    </div>
  );
}
