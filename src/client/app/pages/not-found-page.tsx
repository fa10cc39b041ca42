import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { CenteredLayout } from "../layouts/centered-layout";

export default function NotFoundPage() {
  return (
    <CenteredLayout>
      <div className="text-center">
        <p className="font-mono text-sm font-semibold text-primary">404</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-3 text-muted-foreground">
          This page doesn’t exist or has moved. Check the address, or head back to your song library.
        </p>
        <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
          <ArrowLeft aria-hidden />
          Back to Bandbook
        </Link>
      </div>
    </CenteredLayout>
  );
}
