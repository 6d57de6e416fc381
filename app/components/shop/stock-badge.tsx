import { cardCopy } from "~/content/product-card";
import type { StockStatus } from "~/domain/product";
import { Badge } from "./badge";

/** 'Få kvar' for low stock, 'Slutsåld' when out of stock, nothing while there is plenty. */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  if (status === "low_stock") {
    return (
      <Badge tone="clay" className={className}>
        {cardCopy.badges.lowStock}
      </Badge>
    );
  }
  if (status === "out_of_stock") {
    return (
      <Badge tone="ink" className={className}>
        {cardCopy.badges.soldOut}
      </Badge>
    );
  }
  return null;
}
