import { lazy, type ReactNode, Suspense, useCallback } from "react";
import type { CurrentUser } from "../../features/auth/types";
import { BandMembersDialog } from "../../features/bands/components/band-members-dialog";
import {
  CreateBandDialog,
  EditBandNameDialog,
  JoinBandDialog,
} from "../../features/bands/components/band-name-dialogs";
import { DeleteBandDialog, LeaveBandDialog } from "../../features/bands/components/confirm-band-dialogs";
import { InviteMemberDialog } from "../../features/bands/components/invite-member-dialog";
import { AppDialogsProvider, useAppDialogs } from "../app-dialogs";
import { LazyToaster } from "../lazy-toaster";
import { SelectedBandProvider } from "../selected-band-provider";
import { useGlobalShortcuts } from "../use-global-shortcuts";
import { usePendingInvite } from "../use-pending-invite";
import { AppDrawer } from "./app-drawer";
import { AppHeader } from "./app-header";
import { useCommandEntries } from "./command-entries";

// Dialogs load on first use, keeping cmdk and the forms out of the first paint of the shell.
const NewSongDialog = lazy(() => import("../../features/songs/components/new-song-dialog"));
const CommandDialog = lazy(() => import("../../features/command-palette/components/command-dialog"));
const CreateSetlistDialog = lazy(() => import("../../features/setlists/components/create-setlist-dialog"));

interface AppLayoutProps {
  user: CurrentUser;
  children: ReactNode;
}

export default function AppLayout(props: AppLayoutProps) {
  return (
    <AppDialogsProvider>
      <SelectedBandProvider>
        <Shell {...props} />
      </SelectedBandProvider>
    </AppDialogsProvider>
  );
}

function Shell({ user, children }: AppLayoutProps) {
  const { openDialog, setOpenDialog } = useAppDialogs();
  const onNewSong = useCallback(() => setOpenDialog("new-song"), [setOpenDialog]);
  const onCommand = useCallback(() => setOpenDialog("command"), [setOpenDialog]);
  useGlobalShortcuts({ onNewSong, onCommand });
  usePendingInvite();
  const commandEntries = useCommandEntries(user);
  const closeUnless = (dialog: typeof openDialog) => (open: boolean) => {
    if (!open && openDialog === dialog) setOpenDialog(null);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader user={user} />
      <AppDrawer user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:px-6 md:pt-8">
        {children}
      </main>
      <Suspense fallback={null}>
        {openDialog === "new-song" && <NewSongDialog open onOpenChange={closeUnless("new-song")} />}
        {openDialog === "command" && (
          <CommandDialog open onOpenChange={closeUnless("command")} entries={commandEntries} />
        )}
        {openDialog === "new-setlist" && (
          <CreateSetlistDialog open onOpenChange={closeUnless("new-setlist")} />
        )}
      </Suspense>
      {/* Mounted only while open, so each opening starts with a fresh form. */}
      {openDialog === "create-band" && <CreateBandDialog open onOpenChange={closeUnless("create-band")} />}
      {openDialog === "join-band" && <JoinBandDialog open onOpenChange={closeUnless("join-band")} />}
      {openDialog === "edit-band" && <EditBandNameDialog open onOpenChange={closeUnless("edit-band")} />}
      {openDialog === "delete-band" && <DeleteBandDialog open onOpenChange={closeUnless("delete-band")} />}
      {openDialog === "leave-band" && <LeaveBandDialog open onOpenChange={closeUnless("leave-band")} />}
      {openDialog === "invite-member" && (
        <InviteMemberDialog open onOpenChange={closeUnless("invite-member")} />
      )}
      {openDialog === "band-members" && (
        <BandMembersDialog
          open
          onOpenChange={closeUnless("band-members")}
          currentUserId={Number(user.id)}
          onInvite={() => setOpenDialog("invite-member")}
        />
      )}
      <LazyToaster />
    </div>
  );
}
