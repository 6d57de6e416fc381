/**
 * `node --import tsx --import ./scripts/test-clock-preload.ts build/server.js`: the production server with the test
 * clock of ADR 061 (scripts/e2e-clock.ts), for a server test that starts it with an IPC channel (scripts/faults/lib.ts,
 * `App` with `testClock`). Without an IPC channel it refuses to start, so it cannot slip into a real deployment.
 */
import { installTestClock } from "./e2e-clock.ts";

installTestClock();
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
