import { stockAlertCopy } from "~/content/stock-alerts";

const t = stockAlertCopy.form;

/**
 * "Bevaka" on a sold-out product (ADR 080): an e-mail address and one button, posted to /bevaka as a plain form
 * (an island: no JavaScript of its own; before hydration it is an ordinary form).
 */
export function StockAlertForm({ productId, productName }: { productId: string; productName: string }) {
  return (
    <form method="post" action="/bevaka" id="bevaka" aria-labelledby="bevaka-heading" className="rounded-3xl bg-lavender/30 p-5">
      <h2 id="bevaka-heading" className="text-xl">
        {t.heading}
      </h2>
      <p className="mt-1 text-ink-soft">{t.text(productName)}</p>
      <input type="hidden" name="productId" value={productId} />
      <label htmlFor="bevaka-email" className="mt-4 block text-sm font-medium">
        {t.email}
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <input
          id="bevaka-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={255}
          aria-describedby="bevaka-privacy"
          className="min-w-0 flex-1 rounded-full border border-ink/20 bg-white px-5 py-3"
        />
        <button type="submit" className="rounded-full bg-indigo px-6 py-3 font-medium text-white hover:bg-indigo/90">
          {t.submit}
        </button>
      </div>
      <p id="bevaka-privacy" className="mt-2 text-sm text-ink-soft">
        {t.privacy}
      </p>
    </form>
  );
}
