import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { registerSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useRegister } from "../api/register";
import { useRefreshCurrentUser } from "../api/sign-in";
import { markNewUser } from "../storage";
import { NewAccountFields } from "./account-fields";

const firstAccountSchema = registerSchema.omit({ inviteCode: true, pollContext: true });
const FIELDS = ["firstName", "lastName", "email", "password"] as const;

/** A fresh install's first account: it becomes the admin and is signed in at once (no invite needed). */
export function SetupForm({ onDone }: { onDone: () => void }) {
  const register = useRegister();
  const refreshCurrentUser = useRefreshCurrentUser();
  const form = useForm({
    resolver: zodResolver(firstAccountSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await register.mutateAsync(input);
      markNewUser();
      await refreshCurrentUser();
      toast.success("Welcome to Bandbook!", { description: "You’re the admin of this Bandbook." });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast.error("Registration failed", { description: errorMessage(error, "Failed to register") });
    }
  });

  return (
    <div className="grid gap-5">
      <Notice>
        This Bandbook has no accounts yet. The account you create now is its admin: it approves beta requests
        and sees analytics.
      </Notice>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <NewAccountFields form={form} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Setting up…" : "Create admin account"}
        </Button>
      </form>
    </div>
  );
}
