import { Check, Copy, RefreshCw, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { inviteLink, inviteMemberSchema } from "../../../../shared/bands";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useCopyText } from "../../../lib/clipboard";
import { useSelectedBand } from "../../../lib/selected-band";
import { useInviteMember } from "../api/invite-member";
import { useResetInviteCode } from "../api/reset-invite-code";
import { notifyFailure } from "../notify-failure";

/** When no copy method works, the link stays on screen this long for copying by hand (spec §8, §9). */
const INVITE_LINK_FALLBACK_TOAST_MS = 10_000;

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2: the band's invite link to copy, and an e-mail invite; owners can also replace a leaked code. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const { band } = useSelectedBand();
  const headingId = useId();
  if (!band) return null;
  const link = inviteLink(window.location.origin, band.inviteCode);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite to ${band.name}`}
      description="Anyone with the link or code can join. Invite codes never expire."
    >
      <div className="grid gap-6">
        <section aria-labelledby={headingId} className="grid gap-2">
          <h3 id={headingId} className="text-sm font-medium">
            Invite link
          </h3>
          <CopyLink link={link} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Code{" "}
              <span className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-foreground tracking-wider">
                {band.inviteCode}
              </span>
            </span>
            {band.role === "owner" && <ResetCodeButton bandId={band.id} />}
          </div>
        </section>
        <div className="border-t" />
        <EmailInviteForm bandId={band.id} />
      </div>
    </Dialog>
  );
}

function CopyLink({ link }: { link: string }) {
  const { copied, copy: copyLink } = useCopyText();

  async function copy() {
    if (await copyLink(link)) {
      toast.success("Invite link copied!");
    } else {
      toast("Copy this invite link:", { description: link, duration: INVITE_LINK_FALLBACK_TOAST_MS });
    }
  }

  return (
    <div className="flex gap-2">
      <Input
        readOnly
        value={link}
        aria-label="Invite link"
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 font-mono text-xs sm:text-sm"
      />
      <Button variant="outline" onClick={() => void copy()} className="w-28">
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? "Copied!" : "Copy link"}
      </Button>
    </div>
  );
}

function ResetCodeButton({ bandId }: { bandId: number }) {
  const reset = useResetInviteCode();
  function confirmReset() {
    if (!window.confirm("Reset the invite code? The current link and code stop working at once.")) return;
    reset.mutate(bandId, {
      onSuccess: () => toast.success("Invite code reset"),
      onError: (error) => notifyFailure(error, "Failed to reset invite code", "Please try again"),
    });
  }
  return (
    <Button variant="ghost" size="sm" onClick={confirmReset} disabled={reset.isPending}>
      <RefreshCw aria-hidden />
      Reset code
    </Button>
  );
}

function EmailInviteForm({ bandId }: { bandId: number }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const invite = useInviteMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteMemberSchema.shape.email.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    invite.mutate(
      { bandId, email: parsed.data },
      {
        onSuccess: () => {
          toast.success("Invitation sent successfully!", { description: parsed.data });
          setEmail("");
        },
        onError: (failure) =>
          notifyFailure(
            failure,
            "Failed to send invitation",
            errorMessage(failure, "Failed to invite member"),
          ),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Field id={id} label="Invite by e-mail" error={error}>
        <div className="flex gap-2">
          <Input
            id={id}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-w-0"
          />
          <Button type="submit" disabled={invite.isPending} className="w-28">
            <Send aria-hidden />
            {invite.isPending ? "Sending…" : "Send"}
          </Button>
        </div>
      </Field>
      <p className="text-xs text-muted-foreground">
        We e-mail them the invite link. New people register first.
      </p>
    </form>
  );
}
