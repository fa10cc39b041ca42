type ClassValue = string | false | null | undefined;

/** Joins the truthy class names; Tailwind classes are written so later ones never need to override earlier ones. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
