/**
 * The video provider interface (issue #14, ADR 030): a prediction API in the shape the spec describes (§3, §7):
 * start with a prompt → a prediction (id, status, output); poll by prediction id → status, output, error.
 * Two providers implement it: `local` (ffmpeg on this machine) and `http` (a hosted prediction API).
 * The job worker (video-jobs.server.ts) is the only caller; pages never talk to a provider.
 */
import { videoJobCopy } from "~/content/video-tools";

/** The spec's prediction statuses (§4). */
export type PredictionStatus = "starting" | "processing" | "succeeded" | "failed";

export interface Prediction {
  /** The provider's prediction id (opaque to the shop; for `local` a random id it chose). */
  id: string;
  status: PredictionStatus;
  /** 0–1 when the provider reports it (local does; a hosted API may not: null). */
  progress: number | null;
  /** When succeeded: the first entry of the output list (a URL for `http`, the render's key for `local`). */
  output: string | null;
  /** When failed: the provider's reason (Swedish where the shop wrote it). */
  error: string | null;
}

/** Where a finished video is copied to: both paths are chosen by the shop, never by user input. */
export interface VideoDestination {
  /** The MP4 file to write. */
  video: string;
  /** A JPEG poster (a frame near the start) to write. */
  poster: string;
}

export interface VideoProvider {
  readonly name: "local" | "http";
  /** Starts a prediction. Throws ProviderRateLimitError on HTTP 429, ProviderError otherwise. */
  start(prompt: string): Promise<Prediction>;
  /**
   * Reads a prediction's state. Throws PredictionLostError when the provider no longer knows the id
   * (a local render whose process died), ProviderRateLimitError on 429, ProviderError otherwise.
   */
  get(id: string): Promise<Prediction>;
  /** Copies a succeeded prediction's output into the shop's storage (never hot-links it) and writes the poster. */
  fetchOutput(prediction: Prediction, dest: VideoDestination): Promise<void>;
}

/** A provider failure; `message` is Swedish and shown to the owner. `transient`: worth another poll. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** HTTP 429 from the provider: the spec's hint about the rate limit and adding a payment method (§8). */
export class ProviderRateLimitError extends ProviderError {
  constructor(readonly billingUrl: string | null) {
    super("429: videotjänstens gräns för antal förfrågningar är nådd", true);
    this.name = "ProviderRateLimitError";
  }
}

/** The provider has no record of the prediction (e.g. a local render interrupted by a restart). */
export class PredictionLostError extends ProviderError {
  constructor(id: string) {
    super(`Renderingen ${id} finns inte längre (avbruten)`);
    this.name = "PredictionLostError";
  }
}

/** Every render slot of this process is taken (VIDEO_MAX_RENDERS): the job waits, queued, and costs no attempt. */
export class ProviderBusyError extends ProviderError {
  constructor(readonly maxRenders: number) {
    super(videoJobCopy.busy(maxRenders), true);
    this.name = "ProviderBusyError";
  }
}
