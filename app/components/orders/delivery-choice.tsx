import { deliveryCopy, deliveryOptionNames, servicePointKinds } from "~/content/delivery";
import type { DeliveryOptionId, ServicePoint } from "~/domain/delivery";

/** The delivery option chosen at checkout and, for a service point, where the parcel waits (ADR 083); nothing for older orders. */
export function DeliveryChoice({ option, point, className }: { option?: string | null; point?: ServicePoint | null; className?: string }) {
  if (!option || !(option in deliveryOptionNames)) return null;
  const t = deliveryCopy.order;
  return (
    <dl className={className} data-testid="delivery-choice">
      <dt className="text-sm font-medium text-ink-soft">{t.option}</dt>
      <dd>{deliveryOptionNames[option as DeliveryOptionId]}</dd>
      {option === "postnord-service-point" && point && (
        <>
          <dt className="mt-2 text-sm font-medium text-ink-soft">{t.servicePoint}</dt>
          <dd data-testid="service-point">
            {point.name} <span className="text-ink-soft">({servicePointKinds[point.kind]})</span>
            <br />
            {point.street}, {point.postalCode.slice(0, 3)} {point.postalCode.slice(3)} {point.city}
            {point.openingHours.length > 0 && (
              <>
                <br />
                <span className="text-sm text-ink-soft">
                  {t.hours}: {point.openingHours.join(", ")}
                </span>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
