import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useBands } from "../../features/bands/api/get-bands";
import { FirstBandWelcome } from "../../features/bands/components/first-band-welcome";
import { useSelectedBand } from "../../lib/selected-band";
import HomeDashboard from "./home-dashboard";

/** `/`: the first-band welcome screen for a user with no band (spec §4), else the dashboard. */
export default function HomePage() {
  const { bands, isLoading } = useSelectedBand();
  const { user } = useCurrentUser();
  // Only a band list that loaded and is empty means "no band"; a failed load falls through to the dashboard.
  const { isSuccess } = useBands();
  if (isLoading) return <PageSpinner />;
  if (isSuccess && bands.length === 0) return <FirstBandWelcome firstName={user?.firstName ?? null} />;
  return <HomeDashboard />;
}
