import {
  BarChart3,
  CalendarClock,
  Home,
  LayoutGrid,
  ListMusic,
  type LucideIcon,
  Megaphone,
  Settings,
  Sparkles,
  ThumbsUp,
} from "lucide-react";

export interface NavEntry {
  label: string;
  href: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** The drawer's main navigation (spec §2). */
export const PRIMARY_NAV: NavEntry[] = [
  { label: "Home", href: "/", icon: Home },
  { label: "Setlists", href: "/setlists", icon: ListMusic },
  { label: "Schedule", href: "/practice-scheduler", icon: CalendarClock },
];

/** The drawer's secondary navigation, below the upcoming setlists (spec §2). */
export const SECONDARY_NAV: NavEntry[] = [
  { label: "How It Works", href: "/app-overview", icon: LayoutGrid },
  { label: "Analytics", href: "/admin/analytics", icon: BarChart3, adminOnly: true },
  { label: "Feedback & Updates", href: "/changelog", icon: Megaphone },
  { label: "Feature Voting", href: "/feature-voting", icon: ThumbsUp },
  { label: "Settings", href: "/settings", icon: Settings },
];

/** Pages the command palette can open beyond the drawer's. */
export const EXTRA_COMMAND_PAGES: NavEntry[] = [{ label: "Features", href: "/features", icon: Sparkles }];

export function visibleEntries(entries: NavEntry[], isAdmin: boolean): NavEntry[] {
  return entries.filter((entry) => !entry.adminOnly || isAdmin);
}

export function isActivePath(href: string, location: string): boolean {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}
