import { useId } from "react";
import { Form, Link } from "react-router";
import { nextSteps } from "~/content/sv-next-steps";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";
import { productImage } from "~/domain/product-art";
import { cn } from "~/lib/cn";

/**
 * Where to go from a dead end (empty cart, 404): a product search that lands on /shop?q=… (a plain GET form,
 * so it works before hydration) and the popular blends.
 */
export function NextSteps({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const t = nextSteps;
  const id = useId();
  return (
    <div className={cn("@container space-y-8 text-left", className)}>
      <Form method="get" action="/shop" role="search" onSubmit={onNavigate}>
        <label htmlFor={id} className="block text-sm font-medium">
          {t.searchLabel}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            name="q"
            type="search"
            placeholder={t.searchPlaceholder}
            className="min-w-0 flex-1 rounded-full border border-ink/20 bg-white px-4 py-2.5"
          />
          <button type="submit" className={buttonClass("primary", "px-5 py-2.5")}>
            {t.search}
          </button>
        </div>
      </Form>
      <div>
        <h2 className="text-xl">{t.popularTitle}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 @xl:grid-cols-3">
          {t.popular.map((p) => (
            <li key={p.to} className="min-w-0">
              <Link to={p.to} onClick={onNavigate} className="flex items-center gap-3 rounded-2xl bg-white/70 p-2 ring-1 ring-ink/5 hover:ring-indigo/40">
                <img {...artImage(productImage(p.to.split("/").pop()!), "56px")} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-xl bg-oat-dark" />
                <span className="min-w-0">
                  <span className="block font-medium">{p.name}</span>
                  <span className="block text-sm text-ink-soft">{p.note}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/shop" onClick={onNavigate} className="mt-4 inline-block font-medium text-indigo underline underline-offset-4">
          {t.all}
        </Link>
      </div>
    </div>
  );
}
