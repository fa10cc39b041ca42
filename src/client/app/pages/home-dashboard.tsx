import { CreateChartCard } from "../../features/songs/components/create-chart-card";
import { SongLibrary } from "../../features/songs/components/song-library";
import { useAppDialogs } from "../app-dialogs";

/** The signed-in home (spec §2): the create-chart card above the band's song library. */
export default function HomeDashboard() {
  const { setOpenDialog } = useAppDialogs();
  return (
    <div className="grid gap-6">
      <CreateChartCard />
      <SongLibrary onNewSong={() => setOpenDialog("new-song")} />
    </div>
  );
}
