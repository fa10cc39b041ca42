import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { ChartPreview } from "../../features/marketing/components/chart-preview";
import { MarketingFooter } from "../../features/marketing/components/marketing-footer";
import { MarketingHeader } from "../../features/marketing/components/marketing-header";

const BETA_POINTS = [
  "Every feature free while we are in beta",
  "From request to first chart in under five minutes",
  "Role-based permissions for owners and members",
];

export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 md:pt-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold text-primary">Bandbook private beta</p>
            <h1 className="mt-3 text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl">
              Stop sending chord charts around. Start playing from one book.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
              Bandbook keeps your band’s songs in Nashville numbers, your setlists ready for the stage and
              your rehearsals on a date everyone can make.
            </p>
            <ul className="mt-6 grid gap-2.5">
              {BETA_POINTS.map((point) => (
                <li key={point} className="flex items-center gap-2.5 text-[0.95rem]">
                  <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/auth?tab=beta" className={buttonClasses("primary", "lg")}>
                Request beta access
              </Link>
              <Link href="/auth" className={buttonClasses("outline", "lg")}>
                Sign in
              </Link>
            </div>
          </div>
          <div className="flex justify-center lg:justify-end">
            <ChartPreview />
          </div>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}
