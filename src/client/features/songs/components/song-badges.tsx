import { cn } from "../../../lib/cn";

/** Songs with this tag came with a new band (spec §2: the Demo badge). */
export const DEMO_TAG = "demo";

export function Badge({
  tone = "muted",
  children,
}: {
  tone?: "muted" | "accent" | "amber";
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex h-5 shrink-0 items-center rounded-md px-1.5 text-[0.7rem] font-semibold tracking-wide whitespace-nowrap",
        tone === "muted" && "bg-muted text-muted-foreground",
        tone === "accent" && "bg-accent text-accent-foreground",
        tone === "amber" && "bg-amber-500/15 text-amber-700 dark:text-amber-300",
      )}
    >
      {children}
    </span>
  );
}

/** Demo, Cover and capo badges (spec §2). */
export function SongBadges({ tags, isCover, capo }: { tags: string[]; isCover: boolean; capo: number }) {
  return (
    <>
      {tags.includes(DEMO_TAG) && <Badge tone="accent">Demo</Badge>}
      {isCover && <Badge>Cover</Badge>}
      {capo > 0 && <Badge tone="amber">Capo {capo}</Badge>}
    </>
  );
}

/** A key as engraved: `Bb` → `B♭`, `F#m` → `F♯m`. */
export function engraveKey(key: string): string {
  return key.replace(/^([A-G])b/, "$1♭").replace(/^([A-G])#/, "$1♯");
}
