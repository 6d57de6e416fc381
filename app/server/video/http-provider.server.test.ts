import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpProvider, type HttpProviderOptions } from "./http-provider.server";
import { PredictionLostError, ProviderError, ProviderRateLimitError, type Prediction, type VideoProvider } from "./provider.server";
import { startTestVideoApi, type TestVideoApi } from "./test-video-api";

const TOKEN = "r8_test_token_123";
const BILLING = "https://replicate.example/account/billing";

describe("http video provider against the test video API", () => {
  let api: TestVideoApi;
  /** A second server: another origin (another port) for the file host. */
  let files: TestVideoApi;
  let dir: string;
  let posters: Array<[string, string]>;

  beforeAll(async () => {
    api = await startTestVideoApi({ token: TOKEN });
    files = await startTestVideoApi({ token: "other-token" });
  });
  afterAll(async () => {
    await api.close();
    await files.close();
  });
  afterEach(async () => {
    api.reset();
    files.reset();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function setup(overrides: Partial<HttpProviderOptions> = {}): Promise<VideoProvider> {
    dir = await mkdtemp(join(tmpdir(), "stilla-http-video-"));
    posters = [];
    return createHttpProvider({
      baseUrl: api.url,
      token: TOKEN,
      model: "stilla/tea-video",
      billingUrl: BILLING,
      makePoster: async (video, poster) => {
        posters.push([video, poster]);
        await writeFile(poster, "poster");
      },
      ...overrides,
    });
  }

  const dest = () => ({ video: join(dir, "videos", "v1.mp4"), poster: join(dir, "videos", "v1.jpg") });
  const succeeded = (output: string): Prediction => ({ id: "abc", status: "succeeded", progress: null, output, error: null });

  /** Polls until the prediction leaves starting/processing (the test server ends after a few polls). */
  async function finish(provider: VideoProvider, id: string): Promise<Prediction> {
    for (let i = 0; i < 10; i++) {
      const prediction = await provider.get(id);
      if (prediction.status !== "starting" && prediction.status !== "processing") return prediction;
    }
    throw new Error("never finished");
  }

  async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }

  it("runs a prediction from start to a downloaded video with its poster", async () => {
    const provider = await setup();
    expect(provider.name).toBe("http");

    const started = await provider.start("Ånga över en kopp kamomillte");
    expect(started).toMatchObject({ status: "starting", progress: null, output: null, error: null });
    const [startRequest] = api.requests;
    expect(startRequest).toMatchObject({ method: "POST", path: "/v1/models/stilla/tea-video/predictions" });
    expect(startRequest!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(startRequest!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(startRequest!.body)).toEqual({ input: { prompt: "Ånga över en kopp kamomillte" } });

    const polled = await provider.get(started.id);
    expect(polled).toEqual({ id: started.id, status: "processing", progress: null, output: null, error: null });
    expect(api.requests[1]).toMatchObject({ method: "GET", path: `/v1/predictions/${started.id}` });

    const done = await provider.get(started.id);
    expect(done).toMatchObject({ status: "succeeded", output: api.fileUrl("video.mp4"), error: null });

    const target = dest();
    await provider.fetchOutput(done, target);
    expect((await readFile(target.video)).equals(api.video)).toBe(true);
    expect(posters).toEqual([[target.video, target.poster]]);
    expect(await readFile(target.poster, "utf8")).toBe("poster");
    // Nothing but the two files: the temporary download was renamed into place.
    expect((await readdir(join(dir, "videos"))).sort()).toEqual(["v1.jpg", "v1.mp4"]);
  });

  it("reads the output as a plain URL as well as a list, and a 0–1 progress when the API reports one", async () => {
    const provider = await setup();
    api.setMode("normal", { outputShape: "string", progress: true, pollsToSucceed: 3 });
    const { id } = await provider.start("te");
    expect((await provider.get(id)).progress).toBeCloseTo(1 / 3);
    expect((await provider.get(id)).progress).toBeCloseTo(2 / 3);
    const done = await provider.get(id);
    expect(done).toMatchObject({ status: "succeeded", output: api.fileUrl("video.mp4") });
    expect(api.requests.at(-1)?.path).toBe(`/v1/predictions/${id}`);
  });

  it("keeps polling a slow prediction as processing", async () => {
    const provider = await setup();
    api.setMode("slow");
    const { id } = await provider.start("te");
    for (let i = 0; i < 5; i++) expect((await provider.get(id)).status).toBe("processing");
  });

  it("carries a failed prediction's error, and treats canceled as failed", async () => {
    const provider = await setup();
    api.setMode("failing", { failureText: "NSFW content detected" });
    const failing = await provider.start("te");
    expect(await finish(provider, failing.id)).toMatchObject({ status: "failed", output: null, error: "NSFW content detected" });

    api.setMode("canceled");
    const canceled = await provider.start("te");
    expect(await finish(provider, canceled.id)).toMatchObject({ status: "failed", error: "Renderingen avbröts hos videotjänsten" });
  });

  it("throws ProviderRateLimitError with the billing URL on 429 at start", async () => {
    const provider = await setup();
    api.setMode("rate-limit-start");
    const error = await rejection(provider.start("te"));
    expect(error).toBeInstanceOf(ProviderRateLimitError);
    expect((error as ProviderRateLimitError).billingUrl).toBe(BILLING);
    expect(error.transient).toBe(true);
  });

  it("throws ProviderRateLimitError on a throttled poll and goes on at the next", async () => {
    const provider = await setup();
    api.setMode("rate-limit-polls");
    const { id } = await provider.start("te");
    expect(await rejection(provider.get(id))).toBeInstanceOf(ProviderRateLimitError);
    expect((await provider.get(id)).status).toBe("processing");
    expect(await rejection(provider.get(id))).toBeInstanceOf(ProviderRateLimitError);
    expect((await provider.get(id)).status).toBe("succeeded");
  });

  it("says to check VIDEO_API_TOKEN on 401 (not transient)", async () => {
    const provider = await setup({ token: "wrong" });
    const error = await rejection(provider.start("te"));
    expect(error.message).toContain("VIDEO_API_TOKEN");
    expect(error.message).toContain("401");
    expect(error.transient).toBe(false);
  });

  it("treats a 500 on a poll as transient, and the next poll recovers", async () => {
    const provider = await setup();
    api.setMode("error-poll");
    const { id } = await provider.start("te");
    const error = await rejection(provider.get(id));
    expect(error.message).toBe("Videotjänsten svarade 500; försöker igen");
    expect(error.transient).toBe(true);
    expect(await finish(provider, id)).toMatchObject({ status: "succeeded" });
  });

  it("throws PredictionLostError when the API does not know the id", async () => {
    const provider = await setup();
    const error = await rejection(provider.get("doesnotexist123"));
    expect(error).toBeInstanceOf(PredictionLostError);
    expect(error.transient).toBe(false);
  });

  it("passes on the API's detail for another 4xx", async () => {
    const provider = await setup();
    const error = await rejection(provider.start(""));
    expect(error.message).toBe("Videotjänsten svarade 422: - input.prompt: String length must be greater than or equal to 1");
    expect(error.transient).toBe(false);
  });

  it("truncates a long error text from the API", async () => {
    const provider = await setup();
    api.setMode("failing", { failureText: "x".repeat(5000) });
    const { id } = await provider.start("te");
    const failed = await finish(provider, id);
    expect(failed.error!.length).toBeLessThanOrEqual(300);
  });

  it("refuses an answer that is not JSON, and a status outside the protocol", async () => {
    const provider = await setup();
    const { id } = await provider.start("te");
    api.setMode("malformed-poll");
    const malformed = await rejection(provider.get(id));
    expect(malformed.message).toBe("Videotjänsten gav ett svar som inte gick att läsa");

    api.setMode("unknown-status");
    const second = await provider.start("te");
    const unknown = await rejection(finish(provider, second.id));
    expect(unknown.message).toBe('Videotjänsten gav en okänd status "queued"');
  });

  it("turns a timeout and an unreachable API into transient errors", async () => {
    const provider = await setup({ timeoutMs: 200 });
    api.setMode("hang-poll");
    const { id } = await provider.start("te");
    const timeout = await rejection(provider.get(id));
    expect(timeout).toMatchObject({ transient: true, message: "Videotjänsten svarade inte inom 1 s; försöker igen" });

    const gone = await startTestVideoApi({ token: TOKEN });
    await gone.close();
    const offline = await setup({ baseUrl: gone.url });
    const unreachable = await rejection(offline.start("te"));
    expect(unreachable).toMatchObject({ transient: true, message: "Kunde inte nå videotjänsten; försöker igen" });
  });

  it("refuses a malformed prediction id before sending any request", async () => {
    const provider = await setup();
    for (const id of ["../models/x", "a/b", "", "x".repeat(101), "id?x=1", "åäö", "abc%2F"]) {
      const error = await rejection(provider.get(id));
      expect(error.message).toMatch(/^Ogiltigt renderings-id/);
    }
    expect(api.requests).toEqual([]);
  });

  it("refuses an output URL that is not http or https, writing nothing", async () => {
    const provider = await setup();
    api.setMode("normal", { outputUrl: "file:///etc/passwd" });
    const { id } = await provider.start("te");
    const done = await finish(provider, id);
    expect(done.output).toBe("file:///etc/passwd");
    const error = await rejection(provider.fetchOutput(done, dest()));
    expect(error.message).toBe("Videotjänsten gav en adress till videon som inte är http eller https");
    expect(await readdir(dir)).toEqual([]);
    expect(posters).toEqual([]);

    // The same check applies to every redirect hop.
    const viaRedirect = await rejection(provider.fetchOutput(succeeded(api.redirectUrl("file:///etc/passwd")), dest()));
    expect(viaRedirect.message).toBe("Videotjänsten gav en adress till videon som inte är http eller https");
  });

  it("enforces the size cap, announced or not, and keeps no partial file", async () => {
    const provider = await setup({ maxBytes: 10_000 });
    for (const file of ["video.mp4", "video-chunked.mp4"] as const) {
      const error = await rejection(provider.fetchOutput(succeeded(api.fileUrl(file)), dest()));
      expect(error.message).toMatch(/^Videon är för stor/);
    }
    const written = await readdir(join(dir, "videos")).catch(() => []);
    expect(written).toEqual([]);
    expect(posters).toEqual([]);
  });

  it("accepts a video sent as application/octet-stream or without a Content-Length", async () => {
    const provider = await setup();
    for (const file of ["video.bin", "video-chunked.mp4"] as const) {
      const target = dest();
      await provider.fetchOutput(succeeded(api.fileUrl(file)), target);
      expect((await readFile(target.video)).equals(api.video)).toBe(true);
    }
  });

  it("refuses a file that is not a video by its content type or by its bytes", async () => {
    const provider = await setup();
    const html = await rejection(provider.fetchOutput(succeeded(api.fileUrl("page.html")), dest()));
    expect(html.message).toBe("Videotjänsten skickade inte en video (text/html)");
    const fake = await rejection(provider.fetchOutput(succeeded(api.fileUrl("fake.mp4")), dest()));
    expect(fake.message).toBe("Filen från videotjänsten är ingen MP4-video");
    expect(await readdir(join(dir, "videos")).catch(() => [])).toEqual([]);
    expect(posters).toEqual([]);
  });

  it("says a missing output file is gone (not transient)", async () => {
    const provider = await setup();
    const error = await rejection(provider.fetchOutput(succeeded(`${api.origin}/files/expired.mp4`), dest()));
    expect(error).toMatchObject({ transient: false, message: "Videofilen finns inte längre hos videotjänsten (HTTP 404)" });
  });

  it("sends the token to a file URL only on the API's own origin, redirects included", async () => {
    const provider = await setup();
    api.setMode("normal", { outputUrl: files.fileUrl("video.mp4") });
    const { id } = await provider.start("te");
    const done = await finish(provider, id);
    const target = dest();
    await provider.fetchOutput(done, target);
    expect((await readFile(target.video)).equals(files.video)).toBe(true);
    const [download] = files.requests;
    expect(download).toMatchObject({ method: "GET", path: "/files/video.mp4" });
    expect(download!.headers.authorization).toBeUndefined();

    // A same-origin file gets the token; the hop it redirects to on another origin does not.
    await provider.fetchOutput(succeeded(api.redirectUrl(files.fileUrl("video.bin"))), dest());
    const redirect = api.requests.find((r) => r.path.startsWith("/files/redirect"));
    expect(redirect?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const afterRedirect = files.requests.find((r) => r.path === "/files/video.bin");
    expect(afterRedirect).toBeDefined();
    expect(afterRedirect!.headers.authorization).toBeUndefined();
    expect(files.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it("refuses to download a prediction that has not succeeded", async () => {
    const provider = await setup();
    const error = await rejection(provider.fetchOutput({ id: "abc", status: "processing", progress: 0.5, output: null, error: null }, dest()));
    expect(error.message).toBe("Renderingen är inte klar och har ingen video att hämta");
    expect(api.requests).toEqual([]);
  });

  it("does not keep a video whose poster failed", async () => {
    const provider = await setup({
      makePoster: async () => {
        throw new Error("ffmpeg exited with code 1");
      },
    });
    const target = dest();
    const error = await rejection(provider.fetchOutput(succeeded(api.fileUrl("video.mp4")), target));
    expect(error.message).toBe("Kunde inte ta fram en affischbild ur videon");
    expect(error.cause).toBeInstanceOf(Error);
    expect(await readdir(join(dir, "videos"))).toEqual([]);
  });

  it("refuses a bad model or base URL when created", async () => {
    const options = { token: TOKEN, billingUrl: null, makePoster: async () => {} };
    expect(() => createHttpProvider({ ...options, baseUrl: api.url, model: "../admin" })).toThrow(/model/);
    expect(() => createHttpProvider({ ...options, baseUrl: api.url, model: "a/b/c" })).toThrow(/model/);
    expect(() => createHttpProvider({ ...options, baseUrl: "ftp://example.com", model: "a/b" })).toThrow(/URL/);
    expect(() => createHttpProvider({ ...options, baseUrl: "not a url", model: "a/b" })).toThrow(/URL/);
  });

  it("ignores a trailing slash on the base URL", async () => {
    const provider = await setup({ baseUrl: `${api.url}/` });
    const { id } = await provider.start("te");
    expect(api.requests[0]!.path).toBe("/v1/models/stilla/tea-video/predictions");
    expect((await provider.get(id)).id).toBe(id);
  });

  it("refuses an answer about another prediction than the one polled", async () => {
    const swapping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== "GET") return response;
      const json = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...json, id: "someoneelse" }), { status: response.status, headers: response.headers });
    };
    const provider = await setup({ fetch: swapping });
    const { id } = await provider.start("te");
    const error = await rejection(provider.get(id));
    expect(error.message).toBe("Videotjänsten gav ett ogiltigt renderings-id");
  });

  it("lets another process switch the test API's mode over HTTP (for e2e runs)", async () => {
    const provider = await setup();
    const control = (body: unknown) => fetch(`${api.origin}/_test/mode`, { method: "POST", body: JSON.stringify(body) });
    expect((await control({ mode: "rate-limit-start" })).status).toBe(204);
    expect(await rejection(provider.start("te"))).toBeInstanceOf(ProviderRateLimitError);
    await control({}); // an empty body resets to the start options
    expect((await provider.start("te")).status).toBe("starting");
  });
});
