import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import * as sv from "~/content/sv-site";
import { cartLines } from "~/content/sv-cart";
import { CartActionSchema, formValues } from "~/domain/schemas";
import { SHIPPING } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { CartPage } from "~/components/cart/cart-page";
import type { RootData } from "~/root";
import { services } from "~/server/runtime.server";
import { getUser } from "~/server/guards.server";
import { sentByScript } from "~/server/context.server";
import {
  addProduct,
  addProducts,
  CartError,
  cartForWrite,
  clearCart,
  createVisitorCart,
  requestCartView,
  removeLine,
  setLineQuantity,
} from "~/server/carts.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${sv.cart.title} – Stilla` },
  // The free-shipping threshold in force (ADR 063).
  { name: "description", content: cartLines.metaDescription(formatKr(((matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.shop.shipping ?? SHIPPING).freeFromOre)) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services();
  // The same read as the root loader's (one per request).
  return { cart: await requestCartView(context, db, request, getUser(context)?.id, new Date()) };
}

/** The one cart route for product lines: add, add_together, set (0 or less removes), remove, clear. Gift cards are added by /gift-card. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, gate } = services();
  const form = await request.formData();
  const byScript = sentByScript(context);
  const parsed = CartActionSchema.safeParse(formValues(form));
  if (!parsed.success) return data({ ok: false, error: cartLines.cannotAdd }, { status: 400 });
  // A visitor without a cart gets one with this write: adding a product creates it in the same statement.
  const { cartId, isNew, headers } = await cartForWrite(db, request, getUser(context)?.id, gate.secure);
  const a = parsed.data;
  try {
    if (isNew && a.intent !== "add") await createVisitorCart(db, cartId);
    let result: { notice?: string } = {};
    if (a.intent === "add") result = await addProduct(db, cartId, a.productId, a.quantity, new Date(), { createCart: isNew });
    else if (a.intent === "add_together") result = await addProducts(db, cartId, a.productIds);
    else if (a.intent === "set") result = await setLineQuantity(db, cartId, a.lineId, a.quantity);
    else if (a.intent === "remove") await removeLine(db, cartId, a.lineId);
    else await clearCart(db, cartId);
    // Without JavaScript: Post/Redirect/Get, so the page shows the cart with its (possibly new) cookie.
    if (!byScript && !result.notice) throw redirect("/cart", { headers });
    return data({ ok: true, notice: result.notice }, { headers });
  } catch (err) {
    if (err instanceof CartError) return data({ ok: false, error: err.message }, { status: 409, headers });
    throw err;
  }
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData ? ("error" in actionData ? actionData.error : actionData.notice) : undefined;
  return <CartPage cart={loaderData.cart} message={message} />;
}
