import { Ticket } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CenteredLayout } from "../layouts/centered-layout";

export default function BetaInvitePage() {
  return (
    <CenteredLayout>
      <Card className="p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Ticket className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-semibold tracking-tight">Your beta invite</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Open the invite link from your e-mail to create your Bandbook account.
        </p>
        <Link href="/landing" className={buttonClasses("outline", "md", "mt-6 w-full")}>
          Back to Bandbook
        </Link>
      </Card>
    </CenteredLayout>
  );
}
