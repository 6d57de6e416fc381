import { useRouteLoaderData } from "react-router";
import type { ShopFacts } from "~/domain/shop-facts";
import type { RootData } from "~/root";

/**
 * The shop's identity in force, from the root's data (ADR 063). Only components inside the shop's layout call it,
 * and that layout is drawn only with the root's data (root.tsx's Shell), so it is always there.
 */
export function useShop(): ShopFacts {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) throw new Error("useShop outside the shop's layout: the root's data is not loaded");
  return root.shop;
}
