import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import * as sv from "~/content/sv-site";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useCartDrawer } from "./cart-drawer-context";

export interface CartActionResult {
  ok: boolean;
  error?: string;
  notice?: string;
}

/**
 * Posts `intent=add` to the one cart route. With JavaScript it stays on the page and opens the
 * drawer; without, the browser lands on /cart with the line added.
 */
export function AddToCartButton({
  productId,
  productName,
  soldOut = false,
  quantity = 1,
  label,
  variant = "primary",
  className,
}: {
  productId: string;
  productName: string;
  soldOut?: boolean;
  quantity?: number;
  label?: string;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const fetcher = useFetcher<CartActionResult>();
  const { setOpen } = useCartDrawer();
  const submitted = useRef(false);

  useEffect(() => {
    if (fetcher.state === "idle" && submitted.current && fetcher.data) {
      submitted.current = false;
      if (fetcher.data.ok) setOpen(true);
    }
  }, [fetcher.state, fetcher.data, setOpen]);

  if (soldOut) {
    return (
      <button type="button" disabled className={buttonClass("secondary", cn("cursor-not-allowed", className))}>
        {sv.cart.soldOut}
      </button>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      // One post at a time. The button stays enabled (aria-disabled) while it posts: a disabled button loses focus to
      // <body>, and the drawer would give focus back there when it closes (ADR 072).
      onSubmit={(e) => (busy ? e.preventDefault() : (submitted.current = true))}
      className={className}
    >
      {/* As few fields as the post needs: React sets up every input it hydrates (a shop page has 40 of these forms).
          The intent goes with the button that sends it; the quantity is 1 unless it says otherwise. */}
      <input type="hidden" name="productId" value={productId} />
      {quantity !== 1 && <input type="hidden" name="quantity" value={quantity} />}
      {/* The visible text names the product, so the accessible name contains it (WCAG 2.5.3). */}
      <button type="submit" name="intent" value="add" aria-disabled={busy || undefined} className={buttonClass(variant, "w-full")}>
        {busy ? sv.cart.adding : (label ?? sv.cart.addNamed(productName))}
      </button>
      {fetcher.data && !fetcher.data.ok && fetcher.state === "idle" && (
        <p role="alert" className="mt-2 text-sm text-clay">
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}
