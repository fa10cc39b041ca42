import { KeyRound } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Below the beta request: people whose band already uses Bandbook register with the band's code (spec §2). */
export function InviteCodeCard({ onEnter }: { onEnter: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <KeyRound className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">Got an invite code from your band?</p>
        <p className="text-sm text-muted-foreground">Skip the queue and create your account now.</p>
      </div>
      <Button variant="outline" onClick={onEnter}>
        Enter Invite Code
      </Button>
    </div>
  );
}
