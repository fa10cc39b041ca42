import {
  CalendarCheck,
  Check,
  ClipboardPaste,
  Guitar,
  ListMusic,
  type LucideIcon,
  Quote,
  Share2,
  Users,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import { BetaSignupForm } from "../../features/marketing/components/beta-signup-form";
import { ChartPreview } from "../../features/marketing/components/chart-preview";
import { MarketingFooter } from "../../features/marketing/components/marketing-footer";
import { MarketingHeader } from "../../features/marketing/components/marketing-header";
import {
  BETA_INCLUDES,
  EXAMPLE_SCENARIOS,
  FEATURES,
  type Feature,
  HERO,
  NEW_WAY,
  OLD_WAY,
  STEPS,
} from "../../features/marketing/content";

const FEATURE_ICONS: Record<Feature["icon"], LucideIcon> = {
  paste: ClipboardPaste,
  key: Guitar,
  setlist: ListMusic,
  poll: CalendarCheck,
  band: Users,
  share: Share2,
};

/** The beta signup page of spec §2: the form twice, and every section between. */
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--hero),transparent_65%)]"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
                <span className="size-1.5 rounded-full bg-primary" aria-hidden />
                {HERO.eyebrow}
              </p>
              <h1 className="mt-5 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
                {HERO.title}
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">{HERO.body}</p>
              <BetaSignupForm source="landing-page" layout="inline" className="mt-8 max-w-xl" />
              <p className="mt-3 text-sm text-muted-foreground">{HERO.smallPrint}</p>
            </div>
            <div className="flex justify-center lg:justify-end">
              <ChartPreview />
            </div>
          </div>
        </section>

        <Section id="old-vs-new" eyebrow="Why Bandbook" title="The old way versus the Bandbook way.">
          <div className="grid gap-5 md:grid-cols-2">
            <Comparison title="The old way" items={OLD_WAY} tone="old" />
            <Comparison title="With Bandbook" items={NEW_WAY} tone="new" />
          </div>
        </Section>

        <Section id="features" eyebrow="Features" title="Six things your band stops worrying about." muted>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => {
              const Icon = FEATURE_ICONS[feature.icon];
              return (
                <article key={feature.title} className="rounded-2xl border bg-card p-6 shadow-xs">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-muted-foreground">{feature.body}</p>
                </article>
              );
            })}
          </div>
        </Section>

        <Section id="how-it-works" eyebrow="How it works" title="Import. Polish. Play.">
          <ol className="grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border bg-card p-6">
                <span className="font-mono text-sm font-semibold text-primary">0{index + 1}</span>
                <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.body}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="scenarios" eyebrow="In practice" title="Two bands, two Saturdays." muted>
          <div className="grid gap-5 md:grid-cols-2">
            {EXAMPLE_SCENARIOS.map((scenario) => (
              <figure key={scenario.who} className="flex flex-col rounded-2xl border bg-card p-6 shadow-xs">
                <span className="self-start rounded-full border border-dashed px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  {scenario.label}
                </span>
                <Quote className="mt-4 size-6 text-primary/60" aria-hidden />
                <blockquote className="mt-2 flex-1 text-[1.05rem] leading-relaxed">
                  {scenario.quote}
                </blockquote>
                <figcaption className="mt-4 text-sm font-medium text-muted-foreground">
                  {scenario.who}
                </figcaption>
              </figure>
            ))}
          </div>
          <p className="mt-4 text-xs text-muted-foreground">
            These are illustrations of how a band can use Bandbook, not quotes from real customers.
          </p>
        </Section>

        <section id="beta" className="scroll-mt-20 px-4 py-16 sm:px-6 md:py-24">
          <div className="mx-auto grid max-w-6xl gap-10 rounded-3xl border bg-card p-6 shadow-xs sm:p-10 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-primary">The private beta</p>
              <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                Free while we build it with you.
              </h2>
              <p className="mt-4 leading-relaxed text-muted-foreground">
                We let bands in a few at a time. Request access and we’ll e-mail you an invite; from opening
                it to looking at your band’s dashboard takes under five minutes. Already in a band that uses
                Bandbook? Sign in and join with your band’s invite code.
              </p>
              <BetaSignupForm source="landing-page" className="mt-6 max-w-md" />
            </div>
            <div>
              <h3 className="text-sm font-semibold">What you get</h3>
              <ul className="mt-4 grid gap-3">
                {BETA_INCLUDES.map((item) => (
                  <li key={item} className="flex gap-3 text-[0.95rem]">
                    <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  muted?: boolean;
  children: ReactNode;
}

function Section({ id, eyebrow, title, muted = false, children }: SectionProps) {
  return (
    <section id={id} className={muted ? "scroll-mt-20 border-y bg-card/40" : "scroll-mt-20"}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="mb-10 max-w-2xl md:mb-12">
          <p className="text-sm font-semibold text-primary">{eyebrow}</p>
          <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}

function Comparison({ title, items, tone }: { title: string; items: string[]; tone: "old" | "new" }) {
  const Icon = tone === "old" ? X : Check;
  return (
    <div
      className={
        tone === "old"
          ? "rounded-2xl border border-dashed bg-muted/40 p-6"
          : "rounded-2xl border border-primary/30 bg-card p-6 shadow-xs"
      }
    >
      <h3 className={tone === "old" ? "font-semibold text-muted-foreground" : "font-semibold text-primary"}>
        {title}
      </h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-[0.95rem]">
            <Icon
              className={
                tone === "old"
                  ? "mt-0.5 size-5 shrink-0 text-muted-foreground"
                  : "mt-0.5 size-5 shrink-0 text-primary"
              }
              aria-hidden
            />
            <span className={tone === "old" ? "text-muted-foreground" : undefined}>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
