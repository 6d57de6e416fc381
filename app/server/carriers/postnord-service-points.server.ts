import type { ServicePoint } from "~/domain/delivery";
import { CarrierError } from "./provider.server";
import type { PostnordConfig } from "./postnord.server";

/** Not built yet (issue #39, the checkout's part). */
export async function postnordServicePoints(_config: PostnordConfig, _postalCode: string, _limit: number): Promise<ServicePoint[]> {
  throw new CarrierError("PostNords ombudssökning är inte byggd än");
}
