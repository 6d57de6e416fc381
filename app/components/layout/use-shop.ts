import { useRouteLoaderData } from "react-router";
import { EXAMPLE_FACTS, type ShopFacts } from "~/domain/shop-identity";
import type { RootData } from "~/root";

/** The shop's identity in force, from the root's data (ADR 063); the examples where there is no root data (an error page before it loaded). */
export function useShop(): ShopFacts {
  return useRouteLoaderData<RootData>("root")?.shop ?? EXAMPLE_FACTS;
}
