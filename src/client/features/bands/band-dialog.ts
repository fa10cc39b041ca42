/** The band dialogs the switcher and welcome screen ask the app shell to open. */
export type BandDialog =
  | "create-band"
  | "join-band"
  | "edit-band"
  | "delete-band"
  | "leave-band"
  | "invite-member"
  | "band-members";
