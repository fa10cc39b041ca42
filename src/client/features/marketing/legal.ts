/** Terms and privacy in plain words; each section is a heading and its paragraphs. */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_UPDATED = "November 2026";

export const TERMS: LegalSection[] = [
  {
    heading: "The beta",
    paragraphs: [
      "Bandbook is in a private beta. It is free while the beta lasts, and we will tell you by e-mail, well in advance, before anything about that changes.",
      "Beta software changes often and can have bugs. Keep your own copy of anything you cannot afford to lose.",
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "You need an invite to create an account. Keep your password to yourself; you are responsible for what happens in your account.",
      "We may suspend an account that abuses the service (for example, sending spam through invitations) or that puts other people’s data at risk.",
    ],
  },
  {
    heading: "Your content",
    paragraphs: [
      "The songs, charts, setlists and notes you put in Bandbook stay yours. You give us permission to store and display them to you, your band, and anyone you send a share link to, because that is what the service does.",
      "Only put in material you have the right to use. Lyrics and arrangements can be under copyright.",
    ],
  },
  {
    heading: "Bands",
    paragraphs: [
      "A band’s owner can remove members and delete the band; deleting a band deletes its songs, setlists and polls for every member.",
    ],
  },
  {
    heading: "No warranty",
    paragraphs: [
      "Bandbook is provided as it is, without warranty. The chart conversion is good but not perfect: check a chart before you play it in front of an audience.",
    ],
  },
];

export const PRIVACY: LegalSection[] = [
  {
    heading: "What we keep",
    paragraphs: [
      "Your e-mail address, name, a one-way hash of your password (never the password itself), your notification choices, and the bands you belong to.",
      "What you and your band put in: songs, charts, setlists, polls, availability and practice attendance.",
      "A session cookie that keeps you signed in. It is needed for the app to work; we set no advertising or tracking cookies.",
      "Usage records inside Bandbook (which pages and features are used, and how fast the server answers), so we can see what to improve. They stay on our server.",
    ],
  },
  {
    heading: "What we send",
    paragraphs: [
      "E-mails you need: beta invites, address verification, password resets, band invitations and poll invitations, plus song notifications if you turn them on in Settings.",
      "We do not sell your data or use it for advertising.",
    ],
  },
  {
    heading: "Who sees what",
    paragraphs: [
      "Your band’s data is visible to its members only, and to people who open a share link someone in the band created. The Bandbook admin can see the list of beta requests and accounts.",
    ],
  },
  {
    heading: "Your choices",
    paragraphs: [
      "You can change your name and notification choices in Settings at any time. To get a copy of your data or have your account deleted, write to us and we will do it.",
    ],
  },
];
