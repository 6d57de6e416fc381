import { describe, expect, it } from "vitest";
import { carrierTime, GIVE_UP_AFTER_MS, nextParcelState, nextPollAt, parcelStateOf, parcelStateOfCode, PARCEL_STATES } from "./parcel";

const at = (iso: string) => new Date(iso);

describe("the carrier's codes → the shop's parcel states", () => {
  it.each([
    ["INFORMED", "sent"],
    ["EN_ROUTE", "on_its_way"],
    ["AVAILABLE_FOR_DELIVERY", "ready_for_pickup"],
    ["DELIVERED", "delivered"],
    ["delivered", "delivered"],
    ["DELAYED", "delayed"],
    ["EXPECTED_DELAY", "delayed"],
    ["RETURNED", "returned"],
  ] as const)("%s → %s", (code, state) => expect(parcelStateOfCode(code)).toBe(state));

  it("an unknown code is 'on its way' (på väg), never delivered", () => {
    for (const code of ["X_NEW_CODE", "", "71", "SORTED_AT_HUB"]) expect(parcelStateOfCode(code)).toBe("on_its_way");
  });
});

describe("transitions", () => {
  it("final states stay: a late scan after delivery changes nothing; returned after delivered is the exception", () => {
    expect(nextParcelState("delivered", "on_its_way")).toBe("delivered");
    expect(nextParcelState("delivered", "ready_for_pickup")).toBe("delivered");
    expect(nextParcelState("delivered", "returned")).toBe("returned");
    expect(nextParcelState("returned", "delivered")).toBe("returned");
  });
  it("an announcement never moves a moving parcel back to 'sent'", () => {
    expect(nextParcelState("booked", "sent")).toBe("sent");
    expect(nextParcelState("on_its_way", "sent")).toBe("on_its_way");
    expect(nextParcelState("delayed", "on_its_way")).toBe("on_its_way");
  });
  it("the state of a parcel's events is read oldest first, repeats changing nothing", () => {
    const events = [
      { at: at("2026-11-30T10:00:00Z"), code: "AVAILABLE_FOR_DELIVERY" },
      { at: at("2026-11-30T08:00:00Z"), code: "EN_ROUTE" },
      { at: at("2026-11-30T10:00:00Z"), code: "AVAILABLE_FOR_DELIVERY" },
    ];
    expect(parcelStateOf(events)).toBe("ready_for_pickup");
    expect(parcelStateOf([...events, { at: at("2026-12-01T09:00:00Z"), code: "DELIVERED" }, { at: at("2026-12-01T10:00:00Z"), code: "WHATEVER" }])).toBe("delivered");
    expect(parcelStateOf([])).toBe("booked");
  });
  it("every state is listed once", () => expect(new Set(PARCEL_STATES).size).toBe(PARCEL_STATES.length));
});

describe("the poll's backoff", () => {
  const bookedAt = at("2026-11-30T08:00:00Z");
  const now = at("2026-11-30T12:00:00Z");
  const minutes = (d: Date | null) => (d ? (d.getTime() - now.getTime()) / 60_000 : null);
  it("doubles from 15 minutes while nothing new comes, capped at 6 hours", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((q) => minutes(nextPollAt({ state: "on_its_way", bookedAt, quietPolls: q, now })))).toEqual([15, 30, 60, 120, 240, 360, 360, 360]);
  });
  it("a parcel waiting at the pickup point is looked at at least hourly", () => {
    expect(minutes(nextPollAt({ state: "ready_for_pickup", bookedAt, quietPolls: 9, now }))).toBe(60);
  });
  it("stops after a final state, and a month after booking", () => {
    expect(nextPollAt({ state: "delivered", bookedAt, quietPolls: 0, now })).toBeNull();
    expect(nextPollAt({ state: "returned", bookedAt, quietPolls: 0, now })).toBeNull();
    expect(nextPollAt({ state: "on_its_way", bookedAt, quietPolls: 0, now: new Date(bookedAt.getTime() + GIVE_UP_AFTER_MS) })).toBeNull();
  });
});

describe("the carrier's times", () => {
  it("a time without a zone is Stockholm's wall clock (winter +1, summer +2); with a zone as given", () => {
    expect(carrierTime("2026-11-30T14:05:00")?.toISOString()).toBe("2026-11-30T13:05:00.000Z");
    expect(carrierTime("2026-07-01T14:05:00")?.toISOString()).toBe("2026-07-01T12:05:00.000Z");
    expect(carrierTime("2026-11-30T14:05:00Z")?.toISOString()).toBe("2026-11-30T14:05:00.000Z");
    expect(carrierTime("2026-11-30T14:05:00+01:00")?.toISOString()).toBe("2026-11-30T13:05:00.000Z");
    expect(carrierTime("igår")).toBeNull();
  });
});
