import type { FieldErrors, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { TextField } from "../../../components/ui/field";

/** The first/last name pair every account form asks for, side by side from small tablets up. */
export function NameFields({
  firstName,
  lastName,
  errors,
  lastNameOptional = false,
}: {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: string; lastName?: string };
  lastNameOptional?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" error={errors.firstName} {...firstName} />
      <TextField
        label={lastNameOptional ? "Last name (optional)" : "Last name"}
        autoComplete="family-name"
        error={errors.lastName}
        {...lastName}
      />
    </div>
  );
}

/** The e-mail an account signs in with; every account form asks for it the same way. */
export function EmailField({
  field,
  error,
  label = "Email",
}: {
  field: UseFormRegisterReturn;
  error?: string;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      placeholder="you@band.com"
      error={error}
      {...field}
    />
  );
}

/** A new password, with the spec's minimum as a hint. */
export function NewPasswordField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="new-password"
      hint="At least 6 characters."
      error={error}
      {...field}
    />
  );
}

type NewAccountValues = { firstName: string; lastName?: string; email: string; password: string };

/** Name, e-mail and password of a new account (first-run setup and invite-code registration). */
export function NewAccountFields<T extends NewAccountValues>({ form }: { form: UseFormReturn<T> }) {
  // The form may hold more fields (an invite code); these four are always there.
  const field = (name: keyof NewAccountValues) => form.register(name as Path<T>);
  const errors = form.formState.errors as FieldErrors<NewAccountValues>;
  return (
    <>
      <NameFields
        firstName={field("firstName")}
        lastName={field("lastName")}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        lastNameOptional
      />
      <EmailField field={field("email")} error={errors.email?.message} />
      <NewPasswordField field={field("password")} error={errors.password?.message} />
    </>
  );
}
