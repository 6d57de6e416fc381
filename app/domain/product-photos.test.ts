import { describe, expect, it } from "vitest";
import { applyPhotoChange, cleanPhotoAlt, MAX_PRODUCT_PHOTOS, type ProductPhoto } from "./product-photos";

const p = (key: string): ProductPhoto => ({ key, alt: `Foto ${key}` });
const keys = (r: ReturnType<typeof applyPhotoChange>) => (r.ok ? r.photos.map((x) => x.key) : r.reason);

describe("product photos", () => {
  it("adds at the end, up to five, and refuses a sixth", () => {
    let list: ProductPhoto[] = [];
    for (const k of ["a", "b", "c", "d", "e"]) {
      const r = applyPhotoChange(list, { kind: "add", photo: p(k) });
      if (!r.ok) throw new Error(r.reason);
      list = r.photos;
    }
    expect(list.map((x) => x.key)).toEqual(["a", "b", "c", "d", "e"]);
    expect(list).toHaveLength(MAX_PRODUCT_PHOTOS);
    expect(applyPhotoChange(list, { kind: "add", photo: p("f") })).toEqual({ ok: false, reason: "full" });
  });

  it("requires an alt text, trimmed, at most 200 characters", () => {
    expect(applyPhotoChange([], { kind: "add", photo: { key: "a", alt: "   " } })).toEqual({ ok: false, reason: "alt" });
    expect(cleanPhotoAlt("  Påse   med  te \n")).toBe("Påse med te");
    expect(cleanPhotoAlt("x".repeat(201))).toBeNull();
    expect(applyPhotoChange([p("a")], { kind: "alt", key: "a", alt: "" })).toEqual({ ok: false, reason: "alt" });
    const r = applyPhotoChange([p("a")], { kind: "alt", key: "a", alt: " Ny text " });
    expect(r.ok && r.photos[0]!.alt).toBe("Ny text");
  });

  it.each([
    [{ kind: "move", key: "b", by: -1 } as const, ["b", "a", "c"]],
    [{ kind: "move", key: "b", by: 1 } as const, ["a", "c", "b"]],
    [{ kind: "move", key: "a", by: -1 } as const, ["a", "b", "c"]],
    [{ kind: "move", key: "c", by: 1 } as const, ["a", "b", "c"]],
    [{ kind: "main", key: "c" } as const, ["c", "a", "b"]],
    [{ kind: "main", key: "a" } as const, ["a", "b", "c"]],
    [{ kind: "remove", key: "b" } as const, ["a", "c"]],
    [{ kind: "remove", key: "x" } as const, "missing"],
    [{ kind: "main", key: "x" } as const, "missing"],
  ])("%o on a, b, c gives %o", (change, expected) => {
    expect(keys(applyPhotoChange([p("a"), p("b"), p("c")], change))).toEqual(expected);
  });

  it("says which photo a removal let go, and never changes the list it was given", () => {
    const list = [p("a"), p("b")];
    const r = applyPhotoChange(list, { kind: "remove", key: "a" });
    expect(r.ok && r.removed).toBe("a");
    expect(list.map((x) => x.key)).toEqual(["a", "b"]);
  });
});
