import {
  ArrowRight,
  CalendarCheck,
  FileText,
  Guitar,
  ListMusic,
  Lock,
  type LucideIcon,
  Music2,
  Share2,
  Sparkles,
  Users,
} from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { ChartPreview } from "../../features/marketing/components/chart-preview";
import { MarketingFooter } from "../../features/marketing/components/marketing-footer";
import { MarketingHeader } from "../../features/marketing/components/marketing-header";

const PILLARS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Sparkles,
    title: "Nashville charts from any paste",
    body: "ChordPro, chords over lyrics, bar lines or a plain “12-bar blues in A”: Bandbook finds the key and writes every chord as a number.",
  },
  {
    icon: ListMusic,
    title: "Setlists that work on stage",
    body: "Build the set, order it by dragging, then play it live: big readable charts, one tap to the next song, tempo ready for the count-in.",
  },
  {
    icon: CalendarCheck,
    title: "Rehearsals everyone can make",
    body: "Send an availability poll to the band (and the dep drummer by e-mail), see the best dates ranked, and lock in the practice.",
  },
];

const EXTRAS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Guitar,
    title: "Any key, any capo",
    body: "Change key or capo and the chart re-renders instantly.",
  },
  {
    icon: Users,
    title: "One book per band",
    body: "Members share songs and setlists; owners manage the band.",
  },
  {
    icon: Share2,
    title: "Read-only share links",
    body: "Send a song or setlist to anyone, no account needed.",
  },
  {
    icon: Lock,
    title: "Private by default",
    body: "Your band's charts are visible to your band and no one else.",
  },
];

const STEPS: { title: string; body: string }[] = [
  {
    title: "Import",
    body: "Paste a chart from anywhere, or describe the song. Bandbook reads it in a second.",
  },
  { title: "Polish", body: "Check the key, fix a chord, add sections, tags and a reference recording." },
  {
    title: "Play",
    body: "Drop it into a setlist and play from numbers, in whatever key tonight's singer needs.",
  },
];

export default function LandingAltPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--hero),transparent_65%)]"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
                <span className="size-1.5 rounded-full bg-primary" aria-hidden />
                Private beta · free while in beta
              </p>
              <h1 className="mt-5 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
                Every chart your band plays, in numbers.
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
                Paste any chord chart and Bandbook writes it in the Nashville Number System, ready for any key
                and any capo. Then build the setlist, play it on stage, and find a rehearsal night that works
                for everyone.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link href="/landing" className={buttonClasses("primary", "lg")}>
                  Request beta access
                  <ArrowRight aria-hidden />
                </Link>
                <Link href="/auth" className={buttonClasses("outline", "lg")}>
                  I have an invite
                </Link>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">
                From request to first chart in under five minutes.
              </p>
            </div>
            <div className="flex justify-center lg:justify-end">
              <ChartPreview />
            </div>
          </div>
        </section>

        <section id="features" className="scroll-mt-20 border-t bg-card/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold text-primary">Built for the way bands work</p>
              <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                From a pasted chart to a packed room.
              </h2>
            </div>
            <div className="mt-12 grid gap-5 md:grid-cols-3">
              {PILLARS.map((pillar) => (
                <article key={pillar.title} className="rounded-2xl border bg-card p-6 shadow-xs">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                    <pillar.icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{pillar.title}</h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-muted-foreground">{pillar.body}</p>
                </article>
              ))}
            </div>
            <div className="mt-5 grid gap-x-8 gap-y-6 rounded-2xl border bg-card p-6 sm:grid-cols-2 lg:grid-cols-4">
              {EXTRAS.map((extra) => (
                <div key={extra.title} className="flex gap-3">
                  <extra.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <div>
                    <h3 className="text-sm font-semibold">{extra.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{extra.body}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section id="how-it-works" className="scroll-mt-20 border-t">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold text-primary">How it works</p>
              <h2 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
                Import. Polish. Play.
              </h2>
            </div>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="relative">
                  <span className="font-mono text-sm font-semibold text-primary">0{index + 1}</span>
                  <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{step.body}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="beta" className="scroll-mt-20 px-4 pb-20 sm:px-6">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between md:py-12">
            <div className="max-w-xl">
              <div className="flex items-center gap-2 text-sm font-medium opacity-90">
                <Music2 className="size-4" aria-hidden />
                Private beta
              </div>
              <h2 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
                Bring your band into Bandbook.
              </h2>
              <p className="mt-2 opacity-90">
                We let bands in a few at a time. Every feature is free during the beta.
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link
                href="/landing"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary-foreground px-6 font-medium text-primary shadow-sm transition hover:opacity-90"
              >
                <FileText className="size-4" aria-hidden />
                Request access
              </Link>
              <Link
                href="/auth"
                className="inline-flex h-12 items-center justify-center rounded-xl border border-primary-foreground/40 px-6 font-medium transition hover:bg-primary-foreground/10"
              >
                Sign in
              </Link>
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}
