import { ordersCopy, trackingUrl } from "~/content/orders";
import { cn } from "~/lib/cn";

/** Carrier and tracking number as set by the shop, with a link to the carrier's own tracking page. */
export function TrackingInfo({ carrier, trackingNumber, className }: { carrier: string | null; trackingNumber: string | null; className?: string }) {
  if (!carrier || !trackingNumber) return null;
  const p = ordersCopy.page;
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <div className={cn("text-sm", className)} data-testid="tracking">
      <dl className="space-y-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-soft">{p.carrier}:</dt>
          <dd>{carrier}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-soft">{p.trackingNumber}:</dt>
          <dd className="break-all font-medium">{trackingNumber}</dd>
        </div>
      </dl>
      {url && (
        <a href={url} rel="noopener noreferrer" className="mt-1 inline-block font-medium underline">
          {p.trackParcel(carrier)}
        </a>
      )}
    </div>
  );
}
