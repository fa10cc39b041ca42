import { Music } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { CenteredLayout } from "../layouts/centered-layout";

export default function SharedSongPage() {
  return (
    <CenteredLayout wide>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Shared song</h1>
      <EmptyState
        icon={Music}
        title="This song isn’t available"
        description="The share link may be mistyped, or the band has turned it off."
      />
    </CenteredLayout>
  );
}
