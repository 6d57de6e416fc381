import type { IncomingMessage } from "node:http";

/** One request to the double, read whole. */
export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export interface DoubleResponse {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** A part of the double: answers the requests it knows, null for the rest. */
export type DoubleRoutes = (request: DoubleRequest) => Promise<DoubleResponse | null> | DoubleResponse | null;
