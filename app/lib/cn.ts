import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (skipping empty ones) and resolves Tailwind conflicts: the later class wins
 * (`cn("px-4 text-ink", className)` with `className = "px-2 text-clay"` gives "px-2 text-clay"), whatever order the
 * stylesheet happens to list them in.
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
