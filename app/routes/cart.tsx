import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import { sv } from "~/content/sv";
import { CartActionSchema, formErrors, formValues, GiftCardFormSchema } from "~/domain/schemas";
import { CartPage } from "~/components/cart/cart-page";
import { services } from "~/server/runtime.server";
import { getUser } from "~/server/guards.server";
import {
  addGiftCard,
  addProduct,
  CartError,
  cartIdFromRequest,
  cartSetCookie,
  clearCart,
  ensureCart,
  findCart,
  loadCartView,
  removeLine,
  setLineQuantity,
} from "~/server/carts.server";

export const meta: Route.MetaFunction = () => [{ title: `${sv.cart.title} – Stilla` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services();
  const row = await findCart(db, { cookieCartId: cartIdFromRequest(request), userId: getUser(context)?.id });
  return { cart: await loadCartView(db, row, new Date()) };
}

/** The one cart route: add, set (0 or less removes), remove, clear, add_gift_card (one card per line). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, gate } = services();
  const form = await request.formData();
  const byScript = form.get("js") === "1";
  const parsed = CartActionSchema.safeParse(formValues(form));
  if (!parsed.success) return data({ ok: false, error: sv.cart.cannotAdd }, { status: 400 });
  const giftCard = parsed.data.intent === "add_gift_card" ? GiftCardFormSchema.safeParse(formValues(form)) : undefined;
  if (giftCard && !giftCard.success) {
    const { fields, message } = formErrors(giftCard.error);
    return data({ ok: false, error: message, fields }, { status: 400 });
  }
  const who = { cookieCartId: cartIdFromRequest(request), userId: getUser(context)?.id };
  const row = await ensureCart(db, who);
  const headers = row.id !== who.cookieCartId ? { "Set-Cookie": cartSetCookie(row.id, gate.secure) } : undefined;
  const a = parsed.data;
  try {
    let result: { notice?: string } = {};
    if (a.intent === "add") result = await addProduct(db, row.id, a.productId, a.quantity);
    else if (a.intent === "add_gift_card" && giftCard?.success) await addGiftCard(db, row.id, giftCard.data);
    else if (a.intent === "set") result = await setLineQuantity(db, row.id, a.lineId, a.quantity);
    else if (a.intent === "remove") await removeLine(db, row.id, a.lineId);
    else await clearCart(db, row.id);
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
