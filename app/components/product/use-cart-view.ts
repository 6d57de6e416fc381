import { useRouteLoaderData } from "react-router";
import type { CartView } from "~/domain/cart";
import type { RootData } from "~/root";

/** The cart from the root loader; null while there is none. */
export function useCartView(): CartView | null {
  return useRouteLoaderData<RootData>("root")?.cart ?? null;
}

/** The free-shipping threshold in force (the shop's identity, ADR 063), from the root loader. */
export function useFreeShippingFromOre(): number | null {
  return useRouteLoaderData<RootData>("root")?.shop.shipping.freeFromOre ?? null;
}
