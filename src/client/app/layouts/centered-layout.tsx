import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "../../components/ui/logo";
import { ThemeSwitch } from "../../features/theme/theme-switch";
import { LazyToaster } from "../lazy-toaster";

/** A calm single-column frame for auth screens, shared links and the not-found page. */
export function CenteredLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" aria-label="Bandbook home" className="flex items-center rounded-md">
          <Logo />
        </Link>
        <ThemeSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className={wide ? "w-full max-w-3xl" : "w-full max-w-md"}>{children}</div>
      </main>
      <LazyToaster />
    </div>
  );
}
