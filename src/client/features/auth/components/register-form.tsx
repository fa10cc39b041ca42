import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { registerSchema } from "../../../../shared/auth";
import { INVITE_CODE_MAX_LENGTH } from "../../../../shared/limits";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { clearPendingInviteCode, readPendingInviteCode } from "../../../lib/pending-invite";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { type RegisterResult, useRegister } from "../api/register";
import { useRefreshCurrentUser } from "../api/sign-in";
import { markNewUser } from "../storage";
import { NewAccountFields } from "./account-fields";

/** Past the first account, registering needs a band's invite code (the private beta, spec §1). */
const inviteRegistrationSchema = registerSchema.extend({
  inviteCode: z
    .string()
    .trim()
    .min(1, { error: "Invite code is required" })
    .max(INVITE_CODE_MAX_LENGTH, { error: "Invalid invite code or band not found." }),
});

const FIELDS = ["inviteCode", "firstName", "lastName", "email", "password"] as const;

interface RegisterFormProps {
  onBack: () => void;
  onRegistered: (result: RegisterResult, email: string) => void;
}

/** The registration form the Enter Invite Code card reveals (spec §2). */
export function RegisterForm({ onBack, onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const refreshCurrentUser = useRefreshCurrentUser();
  const form = useForm({
    resolver: zodResolver(inviteRegistrationSchema),
    defaultValues: {
      inviteCode: readPendingInviteCode() ?? "",
      firstName: "",
      lastName: "",
      email: "",
      password: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const result = await register.mutateAsync(input);
      // The server joined the band at registration; a stored code stays for the first sign-in, which selects
      // that band and then removes it (spec §4).
      if (result.emailVerified) {
        markNewUser();
        await refreshCurrentUser();
      }
      onRegistered(result, input.email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (form.getFieldState("inviteCode").error) clearPendingInviteCode();
      toast.error("Registration failed", { description: errorMessage(error, "Failed to register") });
    }
  });

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">Create your account</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your invite code joins you to your band as soon as the account exists.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label="Invite code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. 7KQ2M9XA"
          error={errors.inviteCode?.message}
          {...form.register("inviteCode")}
        />
        <NewAccountFields form={form} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating account…" : "Create account"}
        </Button>
      </form>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft aria-hidden />
        Back to Beta Request
      </Button>
    </div>
  );
}
