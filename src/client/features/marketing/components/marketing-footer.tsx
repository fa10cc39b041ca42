import { Link } from "wouter";
import { Logo } from "../../../components/ui/logo";
import { ThemeSwitch } from "../../theme/theme-switch";

/** The footer of the public marketing pages, with the theme switch for signed-out visitors. */
export function MarketingFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            One shared book of charts, setlists and rehearsals for your band. Free during the private beta.
          </p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <Link href="/landing" className="hover:text-foreground">
              Request access
            </Link>
            <Link href="/auth" className="hover:text-foreground">
              Sign in
            </Link>
            <a href="#features" className="hover:text-foreground">
              Features
            </a>
          </nav>
          <ThemeSwitch />
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Bandbook. Made for working musicians.
        </p>
      </div>
    </footer>
  );
}
