/**
 * Builds a value on first use instead of at import. For Intl formatters and collators: constructing one
 * loads locale (and time-zone) data, which cost 10–20 ms of main thread per formatter when it ran at import
 * on every page load in the browser, whether or not the page showed a date.
 *
 * `@__NO_SIDE_EFFECTS__` tells the bundler that a call builds nothing until used, so a module whose only
 * top-level code is `const x = lazy(…)` is not loaded just for that call by a page that uses none of it (ADR 043).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
