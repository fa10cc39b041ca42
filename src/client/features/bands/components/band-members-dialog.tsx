import { UserMinus, UserPlus } from "lucide-react";
import { toast } from "sonner";
import type { BandMember } from "../../../../shared/bands";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useSelectedBand } from "../../../lib/selected-band";
import { useBandMembers } from "../api/get-band-members";
import { useRemoveMember } from "../api/remove-member";
import { notifyFailure } from "../notify-failure";

interface BandMembersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUserId: number;
  onInvite: () => void;
}

export const memberName = (member: BandMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(" ").trim() || member.email;

const memberInitials = (member: BandMember) =>
  (
    [member.firstName, member.lastName].map((part) => part?.[0] ?? "").join("") ||
    member.email[0] ||
    "?"
  ).toUpperCase();

/**
 * Spec §2: the band's members, the owner marked. An owner sees a remove button on everyone but themself;
 * members see none (only owners remove members, and the server refuses anyone else).
 */
export function BandMembersDialog({ open, onOpenChange, currentUserId, onInvite }: BandMembersDialogProps) {
  const { band } = useSelectedBand();
  const members = useBandMembers(band?.id ?? null);
  const remove = useRemoveMember();
  if (!band) return null;
  const viewerIsOwner = band.role === "owner";

  function confirmRemove(member: BandMember) {
    if (!band || !window.confirm(`Remove ${memberName(member)} from ${band.name}?`)) return;
    remove.mutate(
      { bandId: band.id, userId: member.id },
      {
        onSuccess: () => toast.success("Member removed successfully"),
        onError: (error) => notifyFailure(error, "Failed to remove member", "Please try again"),
      },
    );
  }

  const count = members.data?.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Band members"
      description={
        count === undefined ? band.name : `${band.name} · ${count} ${count === 1 ? "member" : "members"}`
      }
    >
      {members.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : members.isError ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Members could not be loaded.</p>
      ) : (
        <ul className="-mx-2 grid gap-1" aria-label="Members">
          {members.data.map((member) => {
            const isSelf = member.id === currentUserId;
            const removable = viewerIsOwner && !isSelf && member.role !== "owner";
            return (
              <li key={member.id} className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted/60">
                <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {member.profileImageUrl ? (
                    <img src={member.profileImageUrl} alt="" className="size-full object-cover" />
                  ) : (
                    memberInitials(member)
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    <span className="truncate">{memberName(member)}</span>
                    {isSelf && (
                      <span className="shrink-0 text-xs font-normal text-muted-foreground">(you)</span>
                    )}
                    {member.role === "owner" && (
                      <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-semibold text-accent-foreground">
                        Owner
                      </span>
                    )}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                </div>
                {removable && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ${memberName(member)}`}
                    title="Remove from band"
                    disabled={remove.isPending}
                    onClick={() => confirmRemove(member)}
                  >
                    <UserMinus aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-5 flex justify-end border-t pt-4">
        <Button variant="outline" onClick={onInvite}>
          <UserPlus aria-hidden />
          Invite member
        </Button>
      </div>
    </Dialog>
  );
}
