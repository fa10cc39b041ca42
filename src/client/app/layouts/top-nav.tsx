import { CalendarClock, ChevronDown, ListMusic } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "../../components/ui/menu";
import { cn } from "../../lib/cn";
import { useIsMobile } from "../../lib/use-is-mobile";
import { isActivePath } from "../navigation";

/** The desktop-only Setlists and Practice menus (spec §2); their lists fill in with those features. */
export function TopNav() {
  const isMobile = useIsMobile();
  const [location, navigate] = useLocation();
  if (isMobile) return null;
  return (
    <nav aria-label="Main" className="ml-1 flex items-center gap-0.5">
      <NavMenu label="Setlists" active={isActivePath("/setlists", location)}>
        <MenuLabel>Recent setlists</MenuLabel>
        <EmptyLine>No setlists yet</EmptyLine>
        <MenuSeparator />
        <MenuItem icon={<ListMusic />} onSelect={() => navigate("/setlists")}>
          View All Setlists
        </MenuItem>
      </NavMenu>
      <NavMenu
        label="Practice"
        active={isActivePath("/practice-scheduler", location) || isActivePath("/practices", location)}
      >
        <MenuLabel>Open polls</MenuLabel>
        <EmptyLine>No open polls</EmptyLine>
        <MenuLabel>Upcoming practices</MenuLabel>
        <EmptyLine>No upcoming practices</EmptyLine>
        <MenuSeparator />
        <MenuItem icon={<CalendarClock />} onSelect={() => navigate("/practice-scheduler")}>
          Open Practice Scheduler
        </MenuItem>
      </NavMenu>
    </nav>
  );
}

function NavMenu({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  return (
    <MenuRoot>
      <MenuTrigger
        className={cn(
          "inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-muted",
          "data-[state=open]:bg-muted",
          active ? "text-foreground" : "text-muted-foreground",
        )}
      >
        {label}
        <ChevronDown className="size-3.5 opacity-70" aria-hidden />
      </MenuTrigger>
      <MenuContent align="start" className="w-64">
        {children}
      </MenuContent>
    </MenuRoot>
  );
}

function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="px-2.5 pb-2 text-sm text-muted-foreground">{children}</p>;
}
