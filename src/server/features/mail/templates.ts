import type { MailMessage } from "./mailer";

/** Every e-mail Bandbook sends, as plain text with a simple HTML twin. */

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), "— Bandbook"].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    "<p>— Bandbook</p>",
  ].join("\n");
  return { to, subject, text, html };
}

export const verificationEmail = (to: string, url: string) =>
  message(
    to,
    "Verify your e-mail for Bandbook",
    [
      "Welcome to Bandbook! Confirm this is your address to finish setting up your account.",
      "The link works for 24 hours.",
    ],
    { label: "Verify my e-mail", url },
  );

export const alreadyRegisteredEmail = (to: string, signInUrl: string) =>
  message(
    to,
    "You already have a Bandbook account",
    [
      "Someone (hopefully you) tried to create a Bandbook account with this address, but it already has one.",
      "Sign in with it. Forgot your password? Choose “Forgot password?” on the sign-in page.",
      "If this wasn't you, you can ignore this e-mail.",
    ],
    { label: "Sign in to Bandbook", url: signInUrl },
  );

export const passwordResetEmail = (to: string, url: string) =>
  message(
    to,
    "Reset your Bandbook password",
    [
      "We received a request to reset your Bandbook password.",
      "The link works once, for one hour. If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );

export const betaInviteEmail = (to: string, url: string) =>
  message(
    to,
    "Your Bandbook beta invite",
    [
      "You're in! Your request to join the Bandbook private beta has been approved.",
      "Create your account with the link below. It works once, for 7 days. Everything is free during the beta.",
    ],
    { label: "Create my account", url },
  );

export const bandInviteEmail = (to: string, bandName: string, inviterName: string, url: string) =>
  message(
    to,
    `${inviterName} invited you to ${bandName} on Bandbook`,
    [
      `${inviterName} invited you to join ${bandName} on Bandbook, where the band keeps its charts, setlists and rehearsals.`,
      "Open the link to join. If you don't have an account yet, you can create one on the way.",
    ],
    { label: `Join ${bandName}`, url },
  );

export const songActivityEmail = (
  to: string,
  bandName: string,
  songs: { name: string; change: "added" | "updated"; url: string }[],
) => {
  const added = songs.filter((song) => song.change === "added").length;
  const subject =
    songs.length === 1
      ? `${bandName}: “${songs[0]!.name}” was ${songs[0]!.change}`
      : `${bandName}: ${songs.length} songs ${added === songs.length ? "added" : "added or updated"}`;
  return message(to, subject, [
    `News from ${bandName}'s song book:`,
    ...songs.map((song) => `• ${song.name} (${song.change}): ${song.url}`),
    "You get these because of your notification settings in Bandbook.",
  ]);
};
