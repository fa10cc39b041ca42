import { CalendarDays, LogOut, Plus, UserPlus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link, useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { displayName, initials } from "../../features/auth/api/get-current-user";
import { logout } from "../../features/auth/api/logout";
import type { CurrentUser } from "../../features/auth/types";
import { BandSwitcher } from "../../features/bands/components/band-switcher";
import { cn } from "../../lib/cn";
import { APP_VERSION } from "../../lib/constants";
import { useAppDialogs } from "../app-dialogs";
import { isActivePath, type NavEntry, PRIMARY_NAV, SECONDARY_NAV, visibleEntries } from "../navigation";

/** The side drawer of spec §2. */
export function AppDrawer({ user }: { user: CurrentUser }) {
  const { openDialog, setOpenDialog } = useAppDialogs();
  const close = () => setOpenDialog(null);
  return (
    <Dialog.Root
      open={openDialog === "drawer"}
      onOpenChange={(open) => setOpenDialog(open ? "drawer" : null)}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-80 max-w-[86vw] flex-col border-r bg-card text-card-foreground shadow-2xl"
        >
          <div className="flex h-14 items-center justify-between border-b px-4 md:h-16">
            <Dialog.Title asChild>
              <Link href="/" onClick={close} className="flex items-center rounded-md">
                <Logo />
              </Link>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <BandSwitcher className="w-full" onOpenDialog={setOpenDialog} />
            <div className="mt-2 grid grid-cols-2 gap-2 [&>button]:px-2">
              <Button variant="outline" size="sm" onClick={() => setOpenDialog("create-band")}>
                <Plus aria-hidden />
                Create New Band
              </Button>
              <Button variant="outline" size="sm" onClick={() => setOpenDialog("join-band")}>
                <UserPlus aria-hidden />
                Join Band
              </Button>
            </div>
            <nav aria-label="Drawer" className="mt-5">
              <NavList entries={PRIMARY_NAV} onNavigate={close} />
              <section className="mt-4 mb-4">
                <h2 className="px-3 pb-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  Upcoming setlists
                </h2>
                <p className="flex items-center gap-2 px-3 py-1.5 text-sm text-muted-foreground">
                  <CalendarDays className="size-4" aria-hidden />
                  Nothing scheduled
                </p>
              </section>
              <div className="border-t pt-3">
                <NavList entries={visibleEntries(SECONDARY_NAV, user.isAdmin)} onNavigate={close} />
              </div>
            </nav>
          </div>
          <div className="flex items-center gap-3 border-t p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
              {initials(user)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{displayName(user)}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden />
              Log out
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <ul className="grid gap-0.5">
      {entries.map((entry) => {
        const active = isActivePath(entry.href, location);
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                active ? "bg-accent text-accent-foreground" : "text-foreground/85 hover:bg-muted",
              )}
            >
              <entry.icon className="size-4.5 shrink-0 opacity-80" aria-hidden />
              <span className="flex-1">{entry.label}</span>
              {entry.href === "/changelog" && (
                <span className="rounded-full bg-muted px-2 py-0.5 text-[0.7rem] font-medium text-muted-foreground">
                  v{APP_VERSION}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
