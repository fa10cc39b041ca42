import { Music } from "lucide-react";
import { Link, useParams } from "wouter";
import { EmptyState } from "../../components/ui/empty-state";
import { Logo } from "../../components/ui/logo";
import { PageSpinner } from "../../components/ui/spinner";
import { Metronome } from "../../features/metronome/components/metronome";
import { useSharedSong } from "../../features/songs/api/share-song";
import { asChart, SongChartPanel } from "../../features/songs/components/song-chart-panel";
import { SongMeta } from "../../features/songs/components/song-meta";
import { ThemeSwitch } from "../../features/theme/theme-switch";
import { CenteredLayout } from "../layouts/centered-layout";

/** `/share/songs/:token`: a read-only chart for anyone with the link, signed in or not. */
export default function SharedSongPage() {
  const { token } = useParams<{ token: string }>();
  const song = useSharedSong(token);
  const chart = asChart(song.data?.chart);
  if (song.isPending) return <PageSpinner />;
  if (!song.data || !chart) {
    return (
      <CenteredLayout wide>
        <EmptyState
          icon={Music}
          title="This song isn’t available"
          description="The share link may be mistyped, or the band has turned it off."
        />
      </CenteredLayout>
    );
  }
  return (
    <div className="min-h-dvh">
      <header className="border-b print:hidden">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link href="/landing" aria-label="Bandbook" className="rounded-md">
            <Logo />
          </Link>
          <div className="flex items-center gap-3">
            <span className="hidden text-xs text-muted-foreground sm:inline">Shared chart · read only</span>
            <ThemeSwitch />
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
        <SongMeta song={song.data} />
        <SongChartPanel
          chart={chart}
          capo={song.data.capo}
          tempo={song.data.bpm}
          tools={<Metronome bpm={song.data.bpm} timeSignature={song.data.timeSignature} />}
        />
        <p className="pt-4 text-center text-xs text-muted-foreground print:hidden">
          Made with{" "}
          <Link href="/landing" className="font-medium underline-offset-2 hover:underline">
            Bandbook
          </Link>{" "}
          · Nashville number charts for bands
        </p>
      </main>
    </div>
  );
}
