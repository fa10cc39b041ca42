/**
 * The landing page's words, in one place so copy (and, one day, real quotes) can change without touching layout.
 * Every claim here is true of Bandbook today.
 */

export const SUPPORT_EMAIL = "support@bandbook.app";

export const HERO = {
  eyebrow: "Private beta · free while in beta",
  title: "Your band’s charts, setlists and rehearsals in one shared book.",
  body:
    "Paste any chord chart and Bandbook writes it in Nashville numbers, ready for any key and any capo. " +
    "Build the set, play it live from your phone or tablet, and find the rehearsal night everyone can make.",
  smallPrint: "Free during the beta. Under five minutes from invite to your band’s dashboard.",
};

export const OLD_WAY = [
  "Chord charts scattered across texts, e-mails and a binder in the van",
  "The singer wants it in A tonight, so someone rewrites the whole chart",
  "The capo player has to transpose shapes in their head on stage",
  "The setlist is a photo of a napkin",
  "Rehearsal dates found by forty messages in the group chat",
];

export const NEW_WAY = [
  "One book per band that every member can open, with a real search",
  "Charts in Nashville numbers: change the key and nothing needs rewriting",
  "Capo-aware charts show the shapes to play and the key that sounds",
  "Setlists you build in a minute and play live, song after song",
  "An availability poll that ranks the dates that work for everybody",
];

export interface Feature {
  icon: "paste" | "key" | "setlist" | "poll" | "band" | "share";
  title: string;
  body: string;
}

export const FEATURES: Feature[] = [
  {
    icon: "paste",
    title: "Nashville numbers from any paste",
    body: "ChordPro, chords over lyrics, bar lines, or a plain “12-bar blues in A”: Bandbook finds the key and writes every chord as a number.",
  },
  {
    icon: "key",
    title: "Any key, any capo",
    body: "Numbers don’t change when the key does. Show the chart in G for the singer and in capo-2 shapes for the guitarist.",
  },
  {
    icon: "setlist",
    title: "Setlists, live",
    body: "Order the set by dragging, then play it in live mode: big readable charts and one tap to the next song.",
  },
  {
    icon: "poll",
    title: "Rehearsal polls",
    body: "Ask the band (and the dep drummer, by e-mail) which dates work, see the best ones ranked, and turn the winner into a practice.",
  },
  {
    icon: "band",
    title: "Bands with roles",
    body: "Invite members with a code. Everyone adds and edits songs; the owner manages the band and its members.",
  },
  {
    icon: "share",
    title: "Read-only share links",
    body: "Send a song, a setlist or a rehearsal poll to anyone, no account needed on their side.",
  },
];

export const STEPS = [
  {
    title: "Import",
    body: "Paste a chart from anywhere, or describe the song. Bandbook reads it, detects the key and turns it into numbers.",
  },
  {
    title: "Polish",
    body: "Check the key, fix a chord, name the sections, add tags, the tempo and a reference recording.",
  },
  {
    title: "Play",
    body: "Drop the song into a setlist and play from numbers in whatever key tonight’s singer needs.",
  },
];

/**
 * Illustrations of how a band might use Bandbook. These are example scenarios written by the Bandbook team,
 * not quotes from real people; replace them here with real, permitted quotes when there are some.
 */
export const EXAMPLE_SCENARIOS = [
  {
    label: "Example scenario",
    who: "A wedding band of five",
    quote:
      "The couple asks for their song a tone lower on the day. The bandleader changes the key in the setlist, everyone’s chart follows, and the numbers the band reads don’t change at all.",
  },
  {
    label: "Example scenario",
    who: "A church worship team with a rotating roster",
    quote:
      "Sunday’s players change every week. The leader builds the set on Tuesday, sends a rehearsal poll, and the new bassist opens the same charts as everyone else from the invite link.",
  },
];

export const BETA_INCLUDES = [
  "Every feature, free for as long as the beta runs",
  "Charts, setlists, live mode and rehearsal polls for every band you play in",
  "Role-based permissions: owners manage the band, members add and edit songs",
  "A direct line to the people building it, and a vote on what comes next",
];

export interface FooterLink {
  label: string;
  href: string;
}

/** In-app pages open the landing page for signed-out visitors, so every link leads somewhere. */
export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/features" },
      { label: "Changelog", href: "/changelog" },
      { label: "Roadmap", href: "/feature-voting" },
      { label: "Docs", href: "/app-overview" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Issue tracker", href: "/feature-voting" },
      { label: "Support", href: `mailto:${SUPPORT_EMAIL}` },
      { label: "Sign in", href: "/auth" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms", href: "/terms" },
      { label: "Privacy", href: "/privacy" },
    ],
  },
];
