import { SUPPORT_EMAIL } from "../content";
import { LEGAL_UPDATED, type LegalSection } from "../legal";
import { MarketingFooter } from "./marketing-footer";
import { MarketingHeader } from "./marketing-header";

/** A plain-text legal page (terms, privacy) in the marketing frame. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-10 pb-20 sm:px-6 md:pt-16">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {LEGAL_UPDATED}</p>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section className="mt-10">
          <h2 className="text-xl font-semibold">Contact</h2>
          <p className="mt-3 leading-relaxed">
            Questions about any of this: write to{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary hover:underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}
