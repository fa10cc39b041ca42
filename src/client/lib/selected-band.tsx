import { createContext, useContext } from "react";
import type { BandSummary } from "../../shared/bands";

/** Local storage key of the selected band (spec §3). */
export const SELECTED_BAND_STORAGE_KEY = "selectedBandId";

export interface SelectedBand {
  /** The selected band's id; null while loading or when the user has no band. */
  bandId: number | null;
  band: BandSummary | null;
  /** Every band the user belongs to, in the server's order. */
  bands: BandSummary[];
  /** True until the band list first loads. */
  isLoading: boolean;
  /** Selects a band (saved for the next visit) or clears the selection with null. */
  selectBand(id: number | null): void;
}

/** Filled by app/selected-band-provider.tsx, so any feature reads the selection without the bands feature. */
export const SelectedBandContext = createContext<SelectedBand | null>(null);

export function useSelectedBand(): SelectedBand {
  const value = useContext(SelectedBandContext);
  if (!value) throw new Error("useSelectedBand needs a SelectedBandProvider");
  return value;
}

export function readStoredBandId(): number | null {
  const stored = Number(window.localStorage.getItem(SELECTED_BAND_STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function storeBandId(id: number | null): void {
  if (id === null) window.localStorage.removeItem(SELECTED_BAND_STORAGE_KEY);
  else window.localStorage.setItem(SELECTED_BAND_STORAGE_KEY, String(id));
}
