import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { resendVerificationSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { errorMessage } from "../../../lib/api-client";
import { useResendVerification } from "../api/verify-email";
import { EmailField } from "./account-fields";

/** Sends a fresh verification link to an address (the answer is the same whether or not it has an account). */
export function ResendVerificationForm() {
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(resendVerificationSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    await resend.mutateAsync(email).catch(() => undefined);
  });

  if (resend.isSuccess) return <Notice tone="success">{resend.data.message}</Notice>;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {resend.isError && <Notice tone="error">{errorMessage(resend.error, "Something went wrong")}</Notice>}
      <EmailField
        label="Send a new verification link to"
        field={form.register("email")}
        error={errors.email?.message}
      />
      <Button type="submit" variant="outline" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Resend verification e-mail"}
      </Button>
    </form>
  );
}
