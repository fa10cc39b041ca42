import { KeyRound, Sparkles, UsersRound } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";

// The forms and their zod schemas load with the screen's first render, not with every signed-in page.
const bandForms = () => import("./band-name-dialogs");
const CreateBandForm = lazy(() => bandForms().then((forms) => ({ default: forms.CreateBandForm })));
const JoinBandForm = lazy(() => bandForms().then((forms) => ({ default: forms.JoinBandForm })));

/** Spec §1, §4: a signed-in user with no band starts here instead of the dashboard. */
export function FirstBandWelcome({ firstName }: { firstName: string | null }) {
  return (
    <div className="mx-auto max-w-3xl py-2 sm:py-8">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          {firstName ? `Welcome to Bandbook, ${firstName}!` : "Welcome to Bandbook!"}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-sm text-balance text-muted-foreground sm:text-base">
          Your band's songs, setlists and rehearsals live in one shared book. Start your band, or join the one
          your bandmates already made.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <WelcomeCard
          icon={<UsersRound className="size-5" aria-hidden />}
          title="Create a band"
          description="You become its owner and get an invite link for your bandmates. Three demo songs get you started."
        >
          <CreateBandForm place="dashboard" />
        </WelcomeCard>
        <WelcomeCard
          icon={<KeyRound className="size-5" aria-hidden />}
          title="Join a band"
          description="Got an invite code from a bandmate? Enter it to join their band."
        >
          <JoinBandForm place="dashboard" />
        </WelcomeCard>
      </div>
    </div>
  );
}

function WelcomeCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-foreground">
          {icon}
        </span>
        <div>
          <h2 className="text-base font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="mt-auto">
        <Suspense
          fallback={
            <div className="flex min-h-28 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </div>
    </Card>
  );
}
