import { CalendarPlus, ListPlus, LogOut, Menu, Music, Plus, Search, Settings, Vote } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button, buttonClasses } from "../../components/ui/button";
import { Kbd } from "../../components/ui/kbd";
import { Logo } from "../../components/ui/logo";
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "../../components/ui/menu";
import { displayName, initials } from "../../features/auth/api/get-current-user";
import { logout } from "../../features/auth/api/logout";
import type { CurrentUser } from "../../features/auth/types";
import { BandSwitcher } from "../../features/bands/components/band-switcher";
import { SESSION_FLAG_OPEN_CREATE_POLL, SESSION_FLAG_OPEN_QUICK_SCHEDULE } from "../../lib/constants";
import { useAppDialogs } from "../app-dialogs";
import { TopNav } from "./top-nav";

const IS_MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export function AppHeader({ user }: { user: CurrentUser }) {
  const { setOpenDialog } = useAppDialogs();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 sm:px-4 md:h-16 md:gap-3 md:px-6">
        <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setOpenDialog("drawer")}>
          <Menu className="size-5!" aria-hidden />
        </Button>
        <Link href="/" aria-label="Bandbook home" className="flex items-center rounded-md">
          <Logo />
        </Link>
        <BandSwitcher className="ml-2 hidden w-56 lg:flex" onOpenDialog={setOpenDialog} />
        <TopNav />
        <div className="ml-auto flex items-center gap-1.5 md:gap-2">
          <button
            type="button"
            onClick={() => setOpenDialog("command")}
            aria-label="Search"
            aria-keyshortcuts={IS_MAC ? "Meta+K" : "Control+K"}
            className={buttonClasses(
              "outline",
              "md",
              "w-10 px-0 text-muted-foreground md:w-56 md:justify-start md:px-3 lg:w-64",
            )}
          >
            <Search aria-hidden />
            <span className="hidden flex-1 text-left font-normal md:inline">Search…</span>
            <span className="hidden gap-1 md:flex">
              <Kbd>{IS_MAC ? "⌘" : "Ctrl"}</Kbd>
              <Kbd>K</Kbd>
            </span>
          </button>
          <PlusMenu />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}

function PlusMenu() {
  const { setOpenDialog } = useAppDialogs();
  const [, navigate] = useLocation();
  const goSchedulerWith = (flag: string) => () => {
    window.sessionStorage.setItem(flag, "true");
    navigate("/practice-scheduler");
  };
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button size="md" className="w-10 px-0 sm:w-auto sm:px-3.5" aria-label="Create">
          <Plus aria-hidden />
          <span className="hidden sm:inline">New</span>
        </Button>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>Create</MenuLabel>
        <MenuItem icon={<Music />} hint={<Kbd>N</Kbd>} onSelect={() => setOpenDialog("new-song")}>
          New Song
        </MenuItem>
        <MenuItem icon={<ListPlus />} onSelect={() => setOpenDialog("new-setlist")}>
          New Setlist
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Vote />} onSelect={goSchedulerWith(SESSION_FLAG_OPEN_CREATE_POLL)}>
          Practice Poll
        </MenuItem>
        <MenuItem icon={<CalendarPlus />} onSelect={goSchedulerWith(SESSION_FLAG_OPEN_QUICK_SCHEDULE)}>
          Schedule Practice
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}

function UserMenu({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <button
          type="button"
          aria-label="Account"
          className="hidden size-9 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground md:flex"
        >
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
          ) : (
            initials(user)
          )}
        </button>
      </MenuTrigger>
      <MenuContent>
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-medium">{displayName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <MenuSeparator />
        <MenuItem icon={<Settings />} onSelect={() => navigate("/settings")}>
          Settings
        </MenuItem>
        <MenuItem icon={<LogOut />} onSelect={() => void logout()}>
          Log out
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
