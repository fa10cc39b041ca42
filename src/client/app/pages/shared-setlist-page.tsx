import { ListMusic } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { CenteredLayout } from "../layouts/centered-layout";

export default function SharedSetlistPage() {
  return (
    <CenteredLayout wide>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Shared setlist</h1>
      <EmptyState
        icon={ListMusic}
        title="This setlist isn’t available"
        description="The share link may be mistyped, or the band has turned it off."
      />
    </CenteredLayout>
  );
}
