/**
 * The shop's starting discount codes (documented in README, "Discount codes"). Idempotent: a code
 * that exists is left exactly as the owner has edited it (limits, dates, usage count).
 * Dates are Swedish local midnight; a code stops at its end moment (exclusive).
 */
import type { Db } from "./db.server";
import { discountCode } from "./schema";

export const SEEDED_DISCOUNT_CODES: (typeof discountCode.$inferInsert)[] = [
  {
    code: "VALKOMMEN10",
    type: "percent",
    percent: 10,
    minOrderOre: 0,
    perCustomerLimit: 1,
    description: "Välkomstrabatt: 10 % på första köpet, en gång per kund.",
  },
  {
    code: "HOST50",
    type: "fixed",
    amountOre: 5_000,
    minOrderOre: 30_000,
    // 1 september – 30 november 2026
    startsAt: new Date("2026-09-01T00:00:00+02:00"),
    endsAt: new Date("2026-12-01T00:00:00+01:00"),
    description: "Höstkampanj: 50 kr rabatt från 300 kr.",
  },
  {
    code: "JUL15",
    type: "percent",
    percent: 15,
    minOrderOre: 0,
    // 1 december – annandag jul (26 december) 2026, högst 500 användningar totalt
    startsAt: new Date("2026-12-01T00:00:00+01:00"),
    endsAt: new Date("2026-12-27T00:00:00+01:00"),
    usageLimit: 500,
    description: "Julkampanj: 15 % under december fram till annandag jul, högst 500 användningar.",
  },
  {
    code: "SOMMAR20",
    type: "percent",
    percent: 20,
    minOrderOre: 0,
    // 1 juni – 31 augusti 2025 (utgången)
    startsAt: new Date("2025-06-01T00:00:00+02:00"),
    endsAt: new Date("2025-09-01T00:00:00+02:00"),
    description: "Sommarkampanj 2025 (utgången).",
  },
];

export async function seedDiscountCodes(db: Db): Promise<void> {
  await db.insert(discountCode).values(SEEDED_DISCOUNT_CODES).onConflictDoNothing({ target: discountCode.code });
}
