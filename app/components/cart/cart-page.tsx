import * as sv from "~/content/sv-site";
import type { CartView } from "~/domain/cart";
import { CartContents, EmptyCart } from "./cart-contents";

export function CartPage({ cart, message }: { cart: CartView | null; message?: string }) {
  return (
    <section className="page-narrow py-10">
      <h1 className="text-4xl">{sv.cart.title}</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-xl bg-clay/10 px-4 py-3 text-clay">
          {message}
        </p>
      )}
      <div className="mt-8 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">{cart ? <CartContents view={cart} /> : <EmptyCart />}</div>
    </section>
  );
}
