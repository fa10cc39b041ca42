import { MailCheck } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CenteredLayout } from "../layouts/centered-layout";

export default function VerifyEmailPage() {
  return (
    <CenteredLayout>
      <Card className="p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-semibold tracking-tight">Verify your email</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Open the link in the e-mail we sent you to confirm your address, then sign in.
        </p>
        <Link href="/auth" className={buttonClasses("primary", "md", "mt-6 w-full")}>
          Go to sign in
        </Link>
      </Card>
    </CenteredLayout>
  );
}
