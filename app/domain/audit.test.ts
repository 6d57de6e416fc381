import { describe, expect, it } from "vitest";
import { auditChanges, auditSnapshot, splitStateChanges } from "./audit";

describe("auditChanges", () => {
  it("lists only the fields that changed, a missing field as null", () => {
    expect(
      auditChanges({ code: "JUL", percent: 10, active: true, tags: ["a"] }, { code: "JUL", percent: 15, active: false, tags: ["a"], note: "x" }),
    ).toEqual([
      { field: "percent", before: 10, after: 15 },
      { field: "active", before: true, after: false },
      { field: "note", before: null, after: "x" },
    ]);
  });
  it("a creation has every field as new, a deletion every field as gone", () => {
    expect(auditChanges(null, { a: 1 })).toEqual([{ field: "a", before: null, after: 1 }]);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: "a", before: 1, after: null }]);
  });
  it("nothing changed → no changes", () => {
    expect(auditChanges({ a: [1, 2], b: { c: 1 } }, { a: [1, 2], b: { c: 1 } })).toEqual([]);
  });
});

describe("auditSnapshot", () => {
  it("keeps values, writes dates as ISO strings, drops undefined and omitted keys", () => {
    expect(auditSnapshot({ a: 1, at: new Date("2026-11-24T10:00:00Z"), gone: undefined, secret: "x" }, ["secret"])).toEqual({
      a: 1,
      at: "2026-11-24T10:00:00.000Z",
    });
  });
});

describe("splitStateChanges (the log's headline, ADR 062)", () => {
  it("puts the order's status and payment first and leaves the rest", () => {
    const changes = auditChanges(
      { paymentStatus: "paid", refundedOre: 0, status: "delivered" },
      { paymentStatus: "partially_refunded", refundedOre: 12000, status: "delivered", reason: "Trasig" },
    );
    expect(splitStateChanges(changes)).toEqual({
      state: [{ field: "paymentStatus", before: "paid", after: "partially_refunded" }],
      rest: [
        { field: "refundedOre", before: 0, after: 12000 },
        { field: "reason", before: null, after: "Trasig" },
      ],
    });
  });
  it("a change without a state field has no headline change", () => {
    expect(splitStateChanges(auditChanges({ priceOre: 100 }, { priceOre: 200 })).state).toEqual([]);
  });
});
