import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BANDS_PATH } from "./get-bands";

/** E-mails the band's invite link to `email`. */
export const inviteMember = ({ bandId, email }: { bandId: number; email: string }) =>
  api.post<{ message: string }>(`${BANDS_PATH}/${bandId}/invite`, { email });

export function useInviteMember() {
  return useMutation({ mutationFn: inviteMember });
}
