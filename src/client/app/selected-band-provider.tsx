import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import type { BandSummary } from "../../shared/bands";
import { useBands } from "../features/bands/api/get-bands";
import { readStoredBandId, type SelectedBand, SelectedBandContext, storeBandId } from "../lib/selected-band";

const NO_BANDS: BandSummary[] = [];

/**
 * The selected band of spec §4: restored from local storage, cleared when the user is no longer in that band,
 * the first band when none is chosen, and saved on every change.
 */
export function SelectedBandProvider({ children }: { children: ReactNode }) {
  const query = useBands();
  const [storedId, setStoredId] = useState(readStoredBandId);
  const bands = query.data ?? NO_BANDS;
  const stored = bands.find((band) => band.id === storedId) ?? null;
  // A band just created or joined may be missing from a list still being re-read: wait for the fresh list.
  const settled = query.isSuccess && !query.isFetching;
  const band = stored ?? (settled ? (bands[0] ?? null) : null);

  const selectBand = useCallback((id: number | null) => {
    storeBandId(id);
    setStoredId(id);
  }, []);

  const resolvedId = band?.id ?? null;
  useEffect(() => {
    if (settled && resolvedId !== storedId) selectBand(resolvedId);
  }, [settled, resolvedId, storedId, selectBand]);

  const value = useMemo<SelectedBand>(
    () => ({ bandId: band?.id ?? null, band, bands, isLoading: query.isPending, selectBand }),
    [band, bands, query.isPending, selectBand],
  );
  return <SelectedBandContext.Provider value={value}>{children}</SelectedBandContext.Provider>;
}
