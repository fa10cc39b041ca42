import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { loginSchema, VERIFY_EMAIL_NOTICE } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { Notice } from "../../../components/ui/notice";
import { errorMessage } from "../../../lib/api-client";
import { requiresVerification, useSignIn } from "../api/sign-in";
import { useResendVerification } from "../api/verify-email";
import { EmailField } from "./account-fields";

interface SignInFormProps {
  defaultEmail?: string;
  onForgotPassword: () => void;
  onSignedIn: () => void;
  /** Called as each attempt starts, so the page can clear a notice the attempt makes out of date. */
  onAttempt?: () => void;
}

/** E-mail and password; an unverified account gets the notice of spec §8 and a way to resend the e-mail. */
export function SignInForm({ defaultEmail = "", onForgotPassword, onSignedIn, onAttempt }: SignInFormProps) {
  const signIn = useSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setUnverifiedEmail(null);
    onAttempt?.();
    try {
      await signIn.mutateAsync(input);
      onSignedIn();
    } catch (error) {
      if (requiresVerification(error)) {
        setUnverifiedEmail(input.email);
        toast.error("Email Verification Required", { description: VERIFY_EMAIL_NOTICE });
      } else {
        toast.error("Login failed", { description: errorMessage(error, "Failed to login") });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
      <EmailField field={form.register("email")} error={errors.email?.message} />
      <div className="grid gap-1.5">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end rounded text-sm font-medium text-primary hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}

function UnverifiedNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Notice>
      <p>{VERIFY_EMAIL_NOTICE}</p>
      {resend.isSuccess ? (
        <p className="mt-2 font-medium">{resend.data.message}</p>
      ) : (
        <>
          <Button
            variant="outline"
            size="sm"
            className="mt-2.5"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? "Sending…" : "Resend verification e-mail"}
          </Button>
          {resend.isError && (
            <p className="mt-2 text-destructive">{errorMessage(resend.error, "Something went wrong")}</p>
          )}
        </>
      )}
    </Notice>
  );
}
