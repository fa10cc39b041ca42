import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { betaAccountFormSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useCreateBetaAccount } from "../api/beta-invite";
import { markNewUser } from "../storage";
import { NameFields, NewPasswordField } from "./account-fields";

const FIELDS = ["firstName", "lastName", "password"] as const;

interface BetaAccountFormProps {
  token: string;
  email: string;
  onCreated: () => void;
}

/** The beta invite's account form (spec §2, §5): the e-mail is already verified by the invite. */
export function BetaAccountForm({ token, email, onCreated }: BetaAccountFormProps) {
  const create = useCreateBetaAccount(token);
  const form = useForm({
    resolver: zodResolver(betaAccountFormSchema),
    defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      await create.mutateAsync(input);
      markNewUser();
      toast.success(`Welcome to Bandbook, ${input.firstName}!`, {
        description: "Your account is ready. Create your band or join one with its invite code.",
      });
      onCreated();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast.error("Account Creation Failed", {
        description: errorMessage(error, "Failed to create account"),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Email</span>
        <p className="flex items-center gap-2 rounded-lg border bg-muted/60 px-3 py-2.5 text-sm">
          <span className="min-w-0 flex-1 break-all" data-testid="invite-email">
            {email}
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-primary">
            <BadgeCheck className="size-4" aria-hidden />
            Verified
          </span>
        </p>
      </div>
      <NameFields
        firstName={form.register("firstName")}
        lastName={form.register("lastName")}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <NewPasswordField field={form.register("password")} error={errors.password?.message} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}
