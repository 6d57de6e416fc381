/**
 * The carriers' own tracking pages for a parcel (the shipping mail and the order page link to them). Only the
 * carriers the desk offers (SHIPPING.carriers); an unknown carrier has no link.
 */
const TRACKING_PAGES: Record<string, (id: string) => string> = {
  PostNord: (id) => `https://tracking.postnord.com/se/?id=${encodeURIComponent(id)}`,
  DHL: (id) => `https://www.dhl.com/se-sv/home/tracking/tracking-parcel.html?submit=1&tracking-id=${encodeURIComponent(id)}`,
};

/** The carrier's tracking page for this tracking number, or null. Spaces in the number are left out. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier];
  return page ? page(trackingNumber.replace(/\s+/g, "")) : null;
}
