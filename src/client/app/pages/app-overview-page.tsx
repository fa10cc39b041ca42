import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";

const STEPS = [
  {
    title: "Create or join a band",
    body: "A band is a private workspace. Create one, or join with the invite code a bandmate sends you.",
  },
  {
    title: "Add songs",
    body: "Paste a chart or describe a song. Bandbook detects the key and writes the chords as numbers.",
  },
  {
    title: "Build setlists",
    body: "Pick songs for a gig, put them in order, add notes, and play the set live.",
  },
  {
    title: "Schedule practice",
    body: "Send an availability poll, pick the best date, and track who is coming.",
  },
];

export default function AppOverviewPage() {
  return (
    <>
      <PageHeader title="How It Works" description="Bandbook in four steps." />
      <ol className="grid max-w-3xl gap-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="flex gap-4 p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-mono text-sm font-semibold text-accent-foreground">
                {index + 1}
              </span>
              <div>
                <h2 className="font-semibold">{step.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.body}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}
