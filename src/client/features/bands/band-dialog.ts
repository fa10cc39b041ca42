/** The band dialogs the switcher and welcome screen ask the app shell to open. */
export type BandDialog =
  | "create-band"
  | "join-band"
  | "edit-band"
  | "delete-band"
  | "leave-band"
  | "invite-member"
  | "band-members";

const BAND_DIALOGS: Record<BandDialog, true> = {
  "create-band": true,
  "join-band": true,
  "edit-band": true,
  "delete-band": true,
  "leave-band": true,
  "invite-member": true,
  "band-members": true,
};

export const isBandDialog = (dialog: string | null): dialog is BandDialog =>
  dialog !== null && Object.hasOwn(BAND_DIALOGS, dialog);

/** The titles the dialogs open with; the shell shows them in the dialog frame while a dialog's code loads. */
export function bandDialogTitle(dialog: BandDialog, bandName: string): string {
  switch (dialog) {
    case "create-band":
      return "Create a new band";
    case "join-band":
      return "Join a band";
    case "edit-band":
      return "Edit band name";
    case "delete-band":
      return `Delete ${bandName}?`;
    case "leave-band":
      return `Leave ${bandName}?`;
    case "invite-member":
      return `Invite to ${bandName}`;
    case "band-members":
      return "Band members";
  }
}
