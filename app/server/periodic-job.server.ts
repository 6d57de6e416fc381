/**
 * A job each process runs on a timer: the daily summary, back-in-stock mails, rate-limit pruning, the payment
 * sweep. One shape for all of them: runs never overlap, an error is logged under the job's name and the next tick
 * tries again, the timers never keep the process alive, and `stop()` waits for a run under way (graceful shutdown).
 * Work shared between processes is divided by the jobs' own claims in the database, not here.
 */
export interface PeriodicJob {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export function startPeriodicJob(name: string, run: () => Promise<unknown>, opts: { intervalMs: number; firstDelayMs?: number }): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(() => undefined)
      .catch((err: unknown) => console.error(`[${name}] failed; will try again:`, (err as Error)?.message ?? err))
      .finally(() => {
        running = null;
      });
  };
  // Without a delay the first run starts now, so a `stop()` right after start waits for it.
  const first = opts.firstDelayMs ? setTimeout(tick, opts.firstDelayMs) : undefined;
  if (!first) tick();
  const timer = setInterval(tick, opts.intervalMs);
  first?.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
