import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { resetPasswordFormSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { Notice } from "../../../components/ui/notice";
import { errorMessage } from "../../../lib/api-client";
import { useResetPassword } from "../api/password-reset";

const PASSWORD_RESET_DONE = "Your password has been reset. Sign in with your new password.";

/** The view a reset link opens (`/auth?token=…`): a new password, typed twice (spec §5). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await reset.mutateAsync({ token, password });
      onDone(answer.message ?? PASSWORD_RESET_DONE);
    } catch (error) {
      toast.error("Password reset failed", { description: errorMessage(error, "Failed to reset password") });
    }
  });

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">Choose a new password</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          At least 8 characters. Signing in elsewhere ends when you save it.
        </p>
      </div>
      {reset.isError && <Notice tone="error">{errorMessage(reset.error, "Failed to reset password")}</Notice>}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Reset password"}
        </Button>
      </form>
    </div>
  );
}
