import { useLayoutEffect } from "react";

/**
 * Pages hydrate after the first paint (ADR 010), so a visitor can type, pick or open things before React
 * runs. React keeps what a hydrated input holds, but a component's state starts from its defaults, and the
 * next render of a controlled input would write those defaults back over what was typed. This runs `seed`
 * once as the component mounts, after React has attached to the server's HTML and before the browser
 * paints, so state can start from what the DOM holds (ADR 011). On a client-side mount the DOM holds the
 * defaults and seeding changes nothing.
 */
export function useSeedFromDom(seed: () => void): void {
  // Once, on mount: `seed` reads refs and calls state setters, which are stable.
  useLayoutEffect(() => seed(), []);
}
