import { productDetailsCopy } from "~/content/product-details";

const t = productDetailsCopy.limitedBanner;

/** The limited-edition banner; Midvinter gets its own, true text. */
export function LimitedBanner({ productId }: { productId: string }) {
  return (
    <aside
      aria-label={t.title}
      className="relative overflow-hidden rounded-3xl bg-[#7A1F2B] px-6 py-5 text-white shadow-sm"
    >
      <svg aria-hidden="true" viewBox="0 0 120 120" className="absolute -top-6 -right-6 size-32 text-white/10" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M60 8v104M15 34l90 52M15 86l90-52M60 8l-9 10M60 8l9 10M60 112l-9-10M60 112l9-10" />
      </svg>
      <p className="text-xs font-medium tracking-[0.2em] text-[#F2D898] uppercase">{t.title}</p>
      <p className="mt-2 max-w-2xl text-white/95">{productId === "midvinter" ? t.midvinter : t.other}</p>
    </aside>
  );
}
