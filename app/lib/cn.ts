import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping empty ones (`cn("px-4", busy && "opacity-60", className)`).
 *
 * It does not resolve Tailwind conflicts: two utilities for the same property (`px-6` and `px-4`) must not meet in one
 * list, because which one wins would depend on the stylesheet's order, not the list's. A component that lets callers
 * change one of its own classes says so (buttonClass drops its padding, ring or background when the caller gives one;
 * Sheet takes a width). Conflict resolution was 3 KB of every page's JavaScript (ADR 043, fifth round); tailwind-merge
 * only checks: the server refuses a class list with a conflict when STILLA_CHECK_CLASSES=1 (the e2e server and the
 * server tests, app/server/class-check.server.ts), and unit tests check the literal ones (lib/class-conflicts.test.ts, with tailwind-merge).
 */
export function cn(...parts: ClassValue[]): string {
  const classes = clsx(parts);
  check?.(classes);
  return classes;
}

let check: ((classes: string) => void) | undefined;

/** Runs `fn` on every class list `cn()` makes (the server's conflict check; never in the browser's build). */
export function checkClassLists(fn: (classes: string) => void) {
  check = fn;
}
