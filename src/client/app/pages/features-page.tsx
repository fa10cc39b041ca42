import { CalendarCheck, Guitar, ListMusic, type LucideIcon, Share2, Sparkles, Users } from "lucide-react";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";

const FEATURES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Sparkles,
    title: "Charts from any paste",
    body: "Paste any chord chart or describe a song; Bandbook writes it in Nashville numbers.",
  },
  {
    icon: Guitar,
    title: "Transpose and capo",
    body: "Show a chart in any key, with capo shapes for the guitarists.",
  },
  {
    icon: ListMusic,
    title: "Setlists and live mode",
    body: "Order the set and play from it on stage, with the tempo ready.",
  },
  {
    icon: CalendarCheck,
    title: "Practice scheduling",
    body: "Availability polls, ranked dates and attendance for every rehearsal.",
  },
  {
    icon: Users,
    title: "Bands and roles",
    body: "Invite members with a code; owners manage the band and its members.",
  },
  { icon: Share2, title: "Share links", body: "Read-only links to a song, a setlist or a poll, for anyone." },
];

export default function FeaturesPage() {
  return (
    <>
      <PageHeader title="Features" description="Everything Bandbook does for your band." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <Card key={feature.title} className="p-5">
            <feature.icon className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">{feature.title}</h2>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{feature.body}</p>
          </Card>
        ))}
      </div>
    </>
  );
}
