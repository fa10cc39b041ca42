import { useId } from "react";
import { toast } from "sonner";
import type { CurrentUser } from "../../../../shared/auth";
import { SwitchRow } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api-client";
import { type ProfileChanges, useUpdateProfile } from "../api/update-profile";

/** The two e-mail notification preferences of spec §3; each switch saves at once. */
export function NotificationSettings({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const ids = { newSongs: useId(), updates: useId() };
  const save = (changes: ProfileChanges) =>
    update.mutate(changes, {
      onSuccess: () => toast.success("Notification preferences saved"),
      onError: (error) =>
        toast.error("Failed to save preferences", { description: errorMessage(error, "Please try again.") }),
    });

  return (
    <div className="grid gap-5">
      <SwitchRow
        id={ids.newSongs}
        label="New songs"
        description="E-mail me when a bandmate adds a song to one of my bands."
        checked={user.notifyOnNewSongs}
        disabled={update.isPending}
        onCheckedChange={(checked) => save({ notifyOnNewSongs: checked })}
      />
      <SwitchRow
        id={ids.updates}
        label="Song updates"
        description="E-mail me when a bandmate changes a song’s chart."
        checked={user.notifyOnSongUpdates}
        disabled={update.isPending}
        onCheckedChange={(checked) => save({ notifyOnSongUpdates: checked })}
      />
    </div>
  );
}
