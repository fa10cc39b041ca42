import { Link } from "wouter";
import { Logo } from "../../../components/ui/logo";
import { ThemeSwitch } from "../../theme/theme-switch";
import { FOOTER_COLUMNS, type FooterLink, SUPPORT_EMAIL } from "../content";

/** The footer of the public pages: product, help and legal links, support e-mail and the theme switch. */
export function MarketingFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            One shared book of charts, setlists and rehearsals for your band. Free during the private beta.
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            Questions?{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-foreground hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </p>
          <div className="mt-5">
            <ThemeSwitch />
          </div>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Bandbook. Made for working musicians.
        </p>
      </div>
    </footer>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const className = "rounded hover:text-foreground";
  return link.href.startsWith("/") ? (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
