import { useHydrated } from "~/lib/use-hydrated";

/**
 * Marks a cart form as sent by JavaScript (a fetcher). Without it the cart action answers with a
 * redirect to /cart (Post/Redirect/Get), so the no-JavaScript flow shows the updated cart.
 */
export function JsMarker() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
