import { homeSections } from "~/content/home-sections";
import type { ProductRating } from "~/domain/catalogue";
import type { CustomerClaim } from "~/domain/site-settings";
import { cn } from "~/lib/cn";

const ICONS = {
  rating: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z",
  customers: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18.5 14.5A6.5 6.5 0 0 1 21.5 20",
  shipping: "M3 6.5h11v9H3zM14 9.5h4l3 3v3h-7M7 18.5a1.8 1.8 0 1 0 0-.1M17.5 18.5a1.8 1.8 0 1 0 0-.1",
  guarantee: "M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5",
} as const;

const COLUMNS = ["", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3", "lg:grid-cols-4"];

/**
 * Rating and customers from the real reviews and orders (each left out when there is nothing true to
 * show; ADR 013), shipping and guarantee from the shop constants.
 */
export function TrustBar({ rating, customers, freeFromOre }: { rating: ProductRating | null; customers: CustomerClaim | null; /** The shop's threshold in force (ADR 063). */ freeFromOre: number }) {
  const t = homeSections.trust;
  const items: { key: keyof typeof ICONS; value: string; label: string }[] = [
    ...(rating ? [{ key: "rating" as const, value: t.rating.value(rating.average), label: t.rating.label(rating.count) }] : []),
    ...(customers ? [{ key: "customers" as const, value: t.customers.value(customers), label: t.customers.label(customers) }] : []),
    { key: "shipping", ...t.shipping(freeFromOre) },
    { key: "guarantee", ...t.guarantee },
  ];
  return (
    <section aria-labelledby="trust-title" className="page pt-6">
      <h2 id="trust-title" className="sr-only">
        {t.title}
      </h2>
      <ul className={cn("grid grid-cols-2 gap-x-4 gap-y-6 rounded-3xl bg-white/70 px-5 py-6 ring-1 ring-ink/5 sm:gap-x-6 sm:px-8 lg:px-10", COLUMNS[items.length])}>
        {items.map((item) => (
          <li key={item.key} data-trust={item.key} className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
            <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sage-light text-sage">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                <path d={ICONS[item.key]} />
              </svg>
            </span>
            <p className="leading-tight">
              <span className="block font-serif text-lg text-ink">{item.value}</span>{" "}
              <span className="text-sm text-ink-soft">{item.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
