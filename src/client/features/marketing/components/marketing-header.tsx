import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { Logo } from "../../../components/ui/logo";
import { ThemeSwitch } from "../../theme/theme-switch";

/** The top bar of the public marketing pages. */
export function MarketingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" aria-label="Bandbook home" className="flex items-center rounded-md">
          <Logo />
        </Link>
        <nav
          aria-label="Site"
          className="ml-6 hidden items-center gap-1 text-sm text-muted-foreground md:flex"
        >
          <a href="#features" className="rounded-md px-3 py-2 hover:text-foreground">
            Features
          </a>
          <a href="#how-it-works" className="rounded-md px-3 py-2 hover:text-foreground">
            How it works
          </a>
          <a href="#beta" className="rounded-md px-3 py-2 hover:text-foreground">
            Beta
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <ThemeSwitch />
          </div>
          <Link href="/auth" className={buttonClasses("ghost", "md", "px-3")}>
            Sign in
          </Link>
          <Link href="/landing" className={buttonClasses("primary", "md", "px-3.5")}>
            Get access
          </Link>
        </div>
      </div>
    </header>
  );
}
