/**
 * The e2e server's test clock (ADR 061): `Date` in this process runs at real speed, shifted by an offset that the
 * Playwright worker which started the process sets through the process's IPC channel (tests/e2e/fixtures.ts,
 * `ownServer.advanceClock`). The shop's code stays as it is: everything that asks `Date` for the time (loaders,
 * actions, the caches, the rate limits) sees the shifted time; durations measured with `performance.now()` and
 * timers are untouched, so a test moves the calendar, not the speed of the server.
 *
 * Only scripts/e2e-server.ts installs it, and only with E2E_CLOCK=1. It cannot reach production: it is no part of the
 * build (build/ and server.ts never import it; scripts/e2e-clock.test.ts checks), and it refuses to install in a
 * process without an IPC channel, which only a parent that spawned the process with one can give it: a shell, a
 * service manager or `npm start` never does. Nothing on the network can set it.
 */
export interface ClockMessage {
  type: "stilla-test-clock";
  /** The new offset from the real time, in ms (a test moves it forward; see ADR 061 for why never back). */
  offsetMs: number;
}

export function isClockMessage(message: unknown): message is ClockMessage {
  return typeof message === "object" && message !== null && (message as ClockMessage).type === "stilla-test-clock" && Number.isFinite((message as ClockMessage).offsetMs);
}

/** Replaces the global Date with one shifted by the offset the parent sends; acknowledges each change with the offset. */
export function installTestClock(): void {
  if (typeof process.send !== "function") throw new Error("The test clock needs an IPC channel to the test runner that started this process (ADR 061).");
  const RealDate = Date;
  let offsetMs = 0;
  // A function, not a class: `Date()` called without `new` keeps returning a string, and a library's subclass of
  // Date still constructs through it. Dates made before the install, or by Node itself, are still `instanceof Date`.
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(RealDate.now() + offsetMs).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [RealDate.now() + offsetMs] : args, new.target);
  }
  Object.defineProperties(ShiftedDate, {
    prototype: { value: RealDate.prototype },
    now: { value: () => RealDate.now() + offsetMs },
    parse: { value: RealDate.parse },
    UTC: { value: RealDate.UTC },
    [Symbol.hasInstance]: { value: (value: unknown) => value instanceof RealDate },
  });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  process.on("message", (message) => {
    if (!isClockMessage(message)) return;
    offsetMs = message.offsetMs;
    process.send!({ type: "stilla-test-clock", offsetMs } satisfies ClockMessage);
  });
}
