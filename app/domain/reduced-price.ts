/**
 * Reduced prices and the lowest price before a reduction (prisinformationslagen 7 a §, ADR 036, ADR 068). Pure: no I/O.
 *
 * Prices are the prices shown, VAT included (ADR 016), so they are compared as they are: a VAT-rate change that
 * leaves the shown price alone is no price change, and one the shop passes on is an ordinary entry in the history.
 *
 * The timeline of prices in force is the regular price history with the reductions laid over it: the one set on
 * the product now and every earlier one the history keeps (a reduction replaced or ended early is recorded with
 * the moment it stopped). A reduction is announced against the lowest price in force during the 30 days BEFORE it
 * started (CJEU C-330/23): that price is the earlier price shown struck through, and a reduction whose price is not
 * below it is not announced at all (it is still the price). Gradual reductions — each reduced price lower than the
 * one before, without a return to the regular price — keep the reference of the first cut.
 */
import { lazy } from "~/lib/lazy";
import { lowestPriceInWindow } from "./pricing";

export interface PriceEntry {
  priceOre: number;
  validFrom: Date;
  /** Set on an earlier reduction the history keeps: it was in force from `validFrom` until this moment. */
  reducedUntil?: Date | null;
}

/** A reduced price in force from `from` (inclusive) until `until` (exclusive). */
export interface Reduction {
  priceOre: number;
  from: Date;
  until: Date;
}

export interface TimelineEntry extends PriceEntry {
  /** Whether a reduction set this price (rather than the regular price). */
  reduced: boolean;
}

export interface PriceReductionView {
  /** The price in force now. */
  priceOre: number;
  /** Whether an announced reduction is in force now (the earlier price is shown struck through). */
  reduced: boolean;
  /** The earlier price announced: the lowest price of the 30 days before the (first) cut; null when there is no cut to announce. */
  earlierOre: number | null;
  /** The lowest price in the 30 days before the (first) cut; null when there is no cut to announce. */
  lowestBeforeOre: number | null;
  /** When the reduction in force ends; null when none is. */
  reducedUntil: Date | null;
}

export const REFERENCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const valid = (d: Date) => d instanceof Date && !Number.isNaN(d.getTime());

/** The reduction in force at `at`, if it is lower than the regular price then. */
export function reductionInForce(regularOre: number, reduction: Reduction | null, at: Date): Reduction | null {
  if (!reduction || !valid(reduction.from) || !valid(reduction.until)) return null;
  const t = at.getTime();
  return reduction.from.getTime() <= t && t < reduction.until.getTime() && reduction.priceOre < regularOre ? reduction : null;
}

/** The price charged and shown at `at`: the reduced price while a reduction is in force, else the regular one. */
export function priceInForce(regularOre: number, reduction: Reduction | null, at: Date): number {
  return reductionInForce(regularOre, reduction, at)?.priceOre ?? regularOre;
}

/**
 * The earlier reductions the history keeps, then `reductions`: what was in force until it was replaced wins over a
 * later reduction back-dated over it.
 */
function withEarlierReductions(history: readonly PriceEntry[], reductions: readonly Reduction[]): Reduction[] {
  const earlier = history.flatMap((e) => (e.reducedUntil && valid(e.validFrom) ? [{ priceOre: e.priceOre, from: e.validFrom, until: e.reducedUntil }] : []));
  return [...earlier, ...reductions];
}

/**
 * The prices in force over time: every regular price change and every reduction start and end is a step; at
 * each step the reduction in force (lower than the regular price) wins. Consecutive equal steps are merged.
 */
export function priceTimeline(history: readonly PriceEntry[], reductions: readonly Reduction[]): TimelineEntry[] {
  const regular = history.filter((e) => valid(e.validFrom) && !e.reducedUntil).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  if (regular.length === 0) return [];
  const all = withEarlierReductions(history, reductions);
  const steps = new Set<number>(regular.map((e) => e.validFrom.getTime()));
  for (const r of all) {
    if (!valid(r.from) || !valid(r.until) || r.until <= r.from) continue;
    steps.add(r.from.getTime());
    steps.add(r.until.getTime());
  }
  const out: TimelineEntry[] = [];
  for (const t of [...steps].sort((a, b) => a - b)) {
    const at = new Date(t);
    const base = regular.filter((e) => e.validFrom.getTime() <= t).at(-1);
    if (!base) continue;
    const inForce = all.map((r) => reductionInForce(base.priceOre, r, at)).find((r) => r !== null) ?? null;
    const entry = { priceOre: inForce?.priceOre ?? base.priceOre, validFrom: at, reduced: inForce !== null };
    const last = out.at(-1);
    if (last && last.priceOre === entry.priceOre && last.reduced === entry.reduced) continue;
    out.push(entry);
  }
  return out;
}

/**
 * What the shop announces about a product's price at `now`. A cut is announced while a reduction is in force
 * (struck-through earlier price and the lowest-before line), and for 30 days after a cut of the regular price (the
 * lowest-before line only) — in both cases only when the price is below the lowest price in force during the 30 days
 * before the cut, which is also the earlier price announced. A reduction that follows a lower reduced price without
 * a return to the regular price (one reduction replaced by another) is a cut of its own, compared with the 30 days
 * before it; a gradual one (each reduced price lower than the one before) keeps the first cut's reference.
 */
export function priceReductionView(
  history: readonly PriceEntry[],
  reductions: readonly Reduction[],
  now: Date,
): PriceReductionView | null {
  if (!valid(now)) throw new RangeError("Invalid date");
  const timeline = priceTimeline(history, reductions).filter((e) => e.validFrom.getTime() <= now.getTime());
  const current = timeline.at(-1);
  if (!current) return null;
  const none: PriceReductionView = { priceOre: current.priceOre, reduced: false, earlierOre: null, lowestBeforeOre: null, reducedUntil: null };

  // `first`: the step where the cut being announced began. A reduction walks back over the gradual run of reduced
  // steps that ends now; a regular price is a cut only if it is lower than the step before it.
  const last = timeline.length - 1;
  let first = last;
  if (current.reduced) {
    while (first > 0 && timeline[first - 1]!.reduced && timeline[first - 1]!.priceOre > timeline[first]!.priceOre) first -= 1;
  } else if (!(last > 0 && current.priceOre < timeline[last - 1]!.priceOre)) return none;
  if (first === 0) return none;
  const cutAt = timeline[first]!.validFrom;
  // A cut of the regular price is announced for 30 days; a reduction for as long as it is in force.
  if (!current.reduced && now.getTime() - cutAt.getTime() >= REFERENCE_DAYS * DAY_MS) return none;
  const reference = lowestPriceInWindow(timeline.slice(0, first), new Date(cutAt.getTime() - 1), REFERENCE_DAYS);
  // No reduction to announce unless the price is below every price of the 30 days before the cut.
  if (reference === null || current.priceOre >= reference) return none;
  const t = now.getTime();
  const inForce = current.reduced
    ? withEarlierReductions(history, reductions).find((r) => r.priceOre === current.priceOre && r.from.getTime() <= t && t < r.until.getTime())
    : undefined;
  return { priceOre: current.priceOre, reduced: current.reduced, earlierOre: reference, lowestBeforeOre: reference, reducedUntil: inForce?.until ?? null };
}

// -------------------------------------------------------------- Stockholm wall-clock times for the admin form

const stockholmParts = lazy(() => new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}));

/** A moment as a `datetime-local` value in Stockholm time ("2026-11-25T10:00"). */
export function toStockholmLocal(at: Date): string {
  const parts = stockholmParts().formatToParts(at);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? "";
  return `${p("year")}-${p("month")}-${p("day")}T${p("hour")}:${p("minute")}`;
}

/**
 * A `datetime-local` value read as Stockholm time ("2026-11-25T10:00" → 09:00Z); null when it is not one.
 * Stockholm is UTC+1 or UTC+2: the offset whose local rendering gives back the same wall clock wins (in the
 * skipped spring hour neither does, and the later offset is taken).
 */
export function fromStockholmLocal(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(utc)) return null;
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(utc - offsetHours * 3_600_000);
    if (toStockholmLocal(candidate) === local) return candidate;
  }
  const fallback = new Date(utc - 3_600_000);
  return toStockholmLocal(fallback).slice(0, 10) === local.slice(0, 10) ? fallback : null;
}
