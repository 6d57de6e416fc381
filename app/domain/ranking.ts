/**
 * The shop's default order (ADR 073): products the owner pinned first, then by units sold in the last 90 days,
 * ties by the owner's own order (`popularity`, the seed's numbers), then by name. Pure: no I/O.
 */

/** How far back the ranking counts sales. */
export const SALES_WINDOW_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment that counts: orders placed at or after it are within the window. */
export function salesWindowStart(now: Date): Date {
  return new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
}

/** An order placed at `placedAt` counts towards the ranking at `now` (not in the future, not older than 90 days). */
export function inSalesWindow(placedAt: Date, now: Date): boolean {
  const t = placedAt.getTime();
  return t >= salesWindowStart(now).getTime() && t <= now.getTime();
}

/** A sold line: units bought and units refunded of one product in one order. */
export interface SoldLine {
  productId: string;
  quantity: number;
  refunded: number;
  placedAt: Date;
}

/** Units sold per product within the window at `now`: bought minus refunded, never below zero. */
export function unitsSold(lines: readonly SoldLine[], now: Date): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) {
    if (!inSalesWindow(l.placedAt, now)) continue;
    out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity - l.refunded);
  }
  for (const [id, n] of out) if (n < 0) out.set(id, 0);
  return out;
}

export interface Rankable {
  pinned: boolean;
  unitsSold: number;
  popularity: number;
}

/** Pinned first, then more units sold, then the owner's order; 0 when these say nothing (the caller breaks it by name). */
export function compareByRank(a: Rankable, b: Rankable): number {
  return Number(b.pinned) - Number(a.pinned) || b.unitsSold - a.unitsSold || b.popularity - a.popularity;
}
