import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { changePasswordSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useChangePassword } from "../api/update-profile";

const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: changePasswordSchema.shape.newPassword })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    error: "Passwords do not match",
    path: ["confirmNewPassword"],
  });

const EMPTY = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

/** Changing the password needs the current one; a wrong one is marked on its field by the server. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast.success("Password changed");
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"])) {
        toast.error("Failed to change password", { description: errorMessage(error, "Please try again.") });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...form.register("confirmNewPassword")}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
