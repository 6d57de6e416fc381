import type { DoubleRoutes } from "./types";

/** Not built yet (issue #39, the console's part): booking with a label, and track and trace. */
export function shipmentRoutes(): { routes: DoubleRoutes } {
  return { routes: () => null };
}
