import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { productCopy } from "~/content/product";
import type { CartActionResult } from "~/components/cart/add-to-cart-button";
import { useCartDrawer } from "~/components/cart/cart-drawer-context";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { artImage } from "~/lib/art";

const t = productCopy.together;

/**
 * "Köps ofta tillsammans": this product and one related. "Lägg båda i varukorgen" posts intent=add for
 * each, one after the other (the first add may create the cart). No together-discount is claimed:
 * the cart prices each line as usual.
 */
export function BoughtTogether({ items }: { items: [ProductSummary, ProductSummary] }) {
  const fetcher = useFetcher<CartActionResult>();
  const { setOpen } = useCartDrawer();
  const queue = useRef<string[]>([]);
  const awaiting = useRef(false);
  const [result, setResult] = useState<"done" | "failed" | null>(null);
  // Two adds need JavaScript (one request adds one product); until then the button is disabled.
  const hydrated = useHydrated();
  const running = awaiting.current || fetcher.state !== "idle";

  const submitNext = () => {
    const next = queue.current.shift();
    if (!next) return;
    awaiting.current = true;
    // js=1: answer with data, not the no-JavaScript redirect to /cart.
    void fetcher.submit({ js: "1", intent: "add", productId: next, quantity: "1" }, { method: "post", action: "/cart" });
  };

  useEffect(() => {
    if (fetcher.state !== "idle" || !awaiting.current || !fetcher.data) return;
    awaiting.current = false;
    if (!fetcher.data.ok) {
      queue.current = [];
      setResult("failed");
    } else if (queue.current.length > 0) {
      submitNext();
    } else {
      setResult("done");
      setOpen(true);
    }
  }, [fetcher.state, fetcher.data, setOpen]);

  return (
    <section aria-labelledby="together-title" className="rounded-3xl bg-white/60 p-6 ring-1 ring-ink/5">
      <h2 id="together-title" className="text-2xl">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t.lead}</p>
      <ul className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
        {items.map((p, i) => (
          <li key={p.id} className="flex flex-1 items-center gap-4">
            {i === 1 && (
              <span aria-hidden="true" className="hidden font-serif text-3xl text-ink-soft sm:block">
                +
              </span>
            )}
            <img {...artImage(p.image, "80px")} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-2xl" />
            <div>
              {i === 1 && <span className="sr-only">{t.plus} </span>}
              <Link to={`/product/${p.id}`} className="font-medium underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
                {p.name}
              </Link>
              <p className="text-sm text-ink-soft">{formatKr(p.priceOre)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="button"
          disabled={!hydrated || running}
          onClick={() => {
            setResult(null);
            queue.current = items.map((p) => p.id);
            submitNext();
          }}
          className={buttonClass("secondary")}
        >
          {running ? t.adding : t.addBoth}
        </button>
        <p role="status" className="text-sm text-ink-soft">
          {result === "done" ? t.added : result === "failed" ? (fetcher.data?.error ?? t.failed) : ""}
        </p>
      </div>
    </section>
  );
}
