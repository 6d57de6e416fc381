import type { BookedShipment, CarrierEvent, ShipmentRequest } from "./provider.server";
import { CarrierError } from "./provider.server";
import type { PostnordConfig } from "./postnord.server";

/** Not built yet (issue #39, the console's part). */
export async function postnordBook(_config: PostnordConfig, _request: ShipmentRequest): Promise<BookedShipment> {
  throw new CarrierError("PostNords bokning är inte byggd än");
}

/** Not built yet (issue #39, the tracking part). */
export async function postnordTrack(_config: PostnordConfig, _trackingNumber: string): Promise<CarrierEvent[]> {
  throw new CarrierError("PostNords spårning är inte byggd än");
}
