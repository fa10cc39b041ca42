import { Music, Palette, Plus } from "lucide-react";
import { useMemo } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../../features/auth/types";
import type { CommandEntry } from "../../features/command-palette/components/command-dialog";
import { useSongCommandEntries } from "../../features/songs/hooks/use-song-command-entries";
import { setTheme, THEME_LABELS, THEMES } from "../../features/theme/theme";
import { useAppDialogs } from "../app-dialogs";
import { EXTRA_COMMAND_PAGES, PRIMARY_NAV, SECONDARY_NAV, visibleEntries } from "../navigation";

/** What the command dialog offers: the selected band's songs, every page, the create actions and the themes. */
export function useCommandEntries(user: CurrentUser): CommandEntry[] {
  const [, navigate] = useLocation();
  const { setOpenDialog } = useAppDialogs();
  const songs = useSongCommandEntries();
  return useMemo(() => {
    const pages = visibleEntries([...PRIMARY_NAV, ...SECONDARY_NAV, ...EXTRA_COMMAND_PAGES], user.isAdmin);
    return [
      ...songs,
      ...pages.map((page) => ({
        id: `page:${page.href}`,
        label: page.label,
        group: "Pages",
        icon: page.icon,
        run: () => navigate(page.href),
      })),
      {
        id: "action:new-song",
        label: "New song",
        group: "Create",
        icon: Music,
        keywords: ["chart", "add"],
        run: () => setOpenDialog("new-song"),
      },
      {
        id: "action:new-setlist",
        label: "New setlist",
        group: "Create",
        icon: Plus,
        keywords: ["gig", "show"],
        run: () => setOpenDialog("new-setlist"),
      },
      ...THEMES.map((theme) => ({
        id: `theme:${theme}`,
        label: `${THEME_LABELS[theme]} theme`,
        group: "Appearance",
        icon: Palette,
        keywords: ["theme", "colour", "color"],
        run: () => setTheme(theme),
      })),
    ];
  }, [navigate, setOpenDialog, songs, user.isAdmin]);
}
