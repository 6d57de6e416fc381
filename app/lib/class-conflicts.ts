/**
 * Tailwind class conflicts: which classes of a list a later, different class overrides. The verdict is
 * tailwind-merge's (`merge`, its `twMerge`), passed in so that this module pulls no merge code into a bundle: `cn()`
 * only joins (lib/cn.ts) and components resolve their own overrides (ADR 043, fifth round). The server refuses a class
 * list with a conflict when STILLA_CHECK_CLASSES=1 (app/server/class-check.server.ts); unit tests check the literal
 * lists in the source (class-conflicts.test.ts).
 */
export function overriddenClasses(classes: string, merge: (classes: string) => string): string[] {
  const kept = new Set(merge(classes).split(" "));
  return [...new Set(classes.trim().split(/\s+/))].filter((token) => token && !kept.has(token));
}
