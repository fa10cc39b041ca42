import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type CurrentUser, updateProfileSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useUpdateProfile } from "../api/update-profile";

const profileFormSchema = updateProfileSchema
  .pick({ firstName: true, lastName: true })
  .required({ firstName: true });

/** First and last name, as bandmates see them. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    values: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ firstName: changes.firstName, lastName: changes.lastName ?? "" });
      toast.success("Profile saved");
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["firstName", "lastName"]);
      toast.error("Failed to save profile", { description: errorMessage(error, "Please try again.") });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Email</span>
        <p className="rounded-lg border bg-muted/60 px-3 py-2.5 text-sm break-all">{user.email}</p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? "Saving…" : "Save profile"}
      </Button>
    </form>
  );
}
