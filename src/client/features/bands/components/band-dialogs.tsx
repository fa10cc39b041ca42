import type { BandDialog } from "../band-dialog";
import { BandMembersDialog } from "./band-members-dialog";
import { CreateBandDialog, EditBandNameDialog, JoinBandDialog } from "./band-name-dialogs";
import { DeleteBandDialog, LeaveBandDialog } from "./confirm-band-dialogs";
import { InviteMemberDialog } from "./invite-member-dialog";

interface BandDialogsProps {
  dialog: BandDialog;
  onOpenChange: (open: boolean) => void;
  currentUserId: number;
  onInvite: () => void;
}

/**
 * The open band dialog. The app shell loads this module (and the shared zod schemas its forms validate with)
 * the first time a band dialog opens, keeping them out of the shell's first paint.
 */
export default function BandDialogs({ dialog, onOpenChange, currentUserId, onInvite }: BandDialogsProps) {
  // One element per dialog, so switching dialogs mounts a fresh one and each opening starts with a fresh form.
  switch (dialog) {
    case "create-band":
      return <CreateBandDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "join-band":
      return <JoinBandDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "edit-band":
      return <EditBandNameDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "delete-band":
      return <DeleteBandDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "leave-band":
      return <LeaveBandDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "invite-member":
      return <InviteMemberDialog key={dialog} open onOpenChange={onOpenChange} />;
    case "band-members":
      return (
        <BandMembersDialog
          key={dialog}
          open
          onOpenChange={onOpenChange}
          currentUserId={currentUserId}
          onInvite={onInvite}
        />
      );
  }
}
