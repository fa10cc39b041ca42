import { lazy, type ReactNode, Suspense, useCallback } from "react";
import { LoadingDialog } from "../../components/ui/dialog";
import type { CurrentUser } from "../../features/auth/types";
import { type BandDialog, bandDialogTitle, isBandDialog } from "../../features/bands/band-dialog";
import { useSelectedBand } from "../../lib/selected-band";
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
// The band dialogs and the zod schemas of their forms, too; their frame opens at once with a spinner meanwhile.
const BandDialogs = lazy(() => import("../../features/bands/components/band-dialogs"));

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
      {isBandDialog(openDialog) && (
        <Suspense fallback={<BandDialogLoading dialog={openDialog} onOpenChange={closeUnless(openDialog)} />}>
          <BandDialogs
            dialog={openDialog}
            onOpenChange={closeUnless(openDialog)}
            currentUserId={Number(user.id)}
            onInvite={() => setOpenDialog("invite-member")}
          />
        </Suspense>
      )}
      <LazyToaster />
    </div>
  );
}

/** A band dialog's frame and title while its code loads (the first time one opens). */
function BandDialogLoading({
  dialog,
  onOpenChange,
}: {
  dialog: BandDialog;
  onOpenChange: (open: boolean) => void;
}) {
  const { band } = useSelectedBand();
  // Like the dialogs themselves, those about the selected band show nothing without one.
  if (!band && dialog !== "create-band" && dialog !== "join-band") return null;
  return <LoadingDialog open onOpenChange={onOpenChange} title={bandDialogTitle(dialog, band?.name ?? "")} />;
}
