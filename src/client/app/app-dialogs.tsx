import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { BandDialog } from "../features/bands/band-dialog";

export type AppDialog = "drawer" | "new-song" | "command" | "new-setlist" | BandDialog;

interface AppDialogsValue {
  openDialog: AppDialog | null;
  setOpenDialog: (dialog: AppDialog | null) => void;
}

const AppDialogsContext = createContext<AppDialogsValue | null>(null);

/** Which app-wide dialog is open; the header, drawer, shortcuts and pages all open them through here. */
export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<AppDialog | null>(null);
  const value = useMemo(() => ({ openDialog, setOpenDialog }), [openDialog]);
  return <AppDialogsContext.Provider value={value}>{children}</AppDialogsContext.Provider>;
}

export function useAppDialogs(): AppDialogsValue {
  const value = useContext(AppDialogsContext);
  if (!value) throw new Error("useAppDialogs needs an AppDialogsProvider");
  return value;
}
