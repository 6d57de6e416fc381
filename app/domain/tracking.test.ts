import { describe, expect, it } from "vitest";
import { SHIPPING } from "./constants";
import { trackingUrl } from "./tracking";

describe("trackingUrl", () => {
  it("links every carrier the desk offers to its own tracking page, the number without spaces", () => {
    expect(trackingUrl("PostNord", "00370 7123 45")).toBe("https://tracking.postnord.com/se/?id=00370712345");
    expect(trackingUrl("DHL", "JJD0001")).toBe("https://www.dhl.com/se-sv/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD0001");
    for (const carrier of SHIPPING.carriers) expect(trackingUrl(carrier, "ABC12345")).toMatch(/^https:\/\//);
  });

  it("has no link without a carrier, a number, or for a carrier it does not know", () => {
    expect(trackingUrl(null, "ABC12345")).toBeNull();
    expect(trackingUrl("PostNord", null)).toBeNull();
    expect(trackingUrl("Bring", "ABC12345")).toBeNull();
  });

  it("escapes what it puts in the address", () => {
    expect(trackingUrl("PostNord", "A&B=C")).toBe("https://tracking.postnord.com/se/?id=A%26B%3DC");
  });
});
