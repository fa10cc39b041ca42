import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { INVALID_INVITE_CODE_MESSAGE, useJoinBand } from "../features/bands/api/join-band";
import { errorMessage } from "../lib/api-client";
import { clearPendingInviteCode, readPendingInviteCode } from "../lib/pending-invite";
import { useSelectedBand } from "../lib/selected-band";

/**
 * Spec §4: a signed-in user with a pending invite code joins that band at once; the code is removed on
 * success or error. Joining a band you are already in (registration may have joined it) just selects it.
 */
export function usePendingInvite(): void {
  const { selectBand } = useSelectedBand();
  const { mutate: join } = useJoinBand();
  const started = useRef(false);

  useEffect(() => {
    const code = readPendingInviteCode();
    if (!code || started.current) return;
    started.current = true;
    join(code, {
      onSuccess: (joined) => {
        selectBand(joined.id);
        toast.success("Successfully joined band!", { description: joined.bandName });
      },
      onError: (error) =>
        toast.error("Failed to join band", { description: errorMessage(error, INVALID_INVITE_CODE_MESSAGE) }),
      onSettled: clearPendingInviteCode,
    });
  }, [join, selectBand]);
}
