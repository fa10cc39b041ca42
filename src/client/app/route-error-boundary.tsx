import { RotateCw } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "../components/ui/button";

interface State {
  failed: boolean;
}

/** A page chunk that fails to load (new deploy, lost network) gets a way out instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-sm flex-col items-center px-6 py-24 text-center">
        <h1 className="text-lg font-semibold">This page didn’t load</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">
          Check your connection, then reload to get the latest version of Bandbook.
        </p>
        <Button className="mt-5" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Reload
        </Button>
      </div>
    );
  }
}
