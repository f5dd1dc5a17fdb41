// The repeating loop behind every background job (the fair rounds of emails and webhooks, saved-search alerts):
// runs an async task every `intervalMs`, one run at a time per process, and stops cleanly. Each job keeps its own
// batch logic.

export type PollLoop<T> = {
  /** Runs the task now, after any run in flight (never two at once); rejects if the task does. */
  runOnce(): Promise<T>;
  /** Stops polling and waits for the run in flight (its error, if any, is not rethrown). */
  stop(): Promise<void>;
};

/** A task run one call at a time, in call order; after `stop`, calls resolve to `idle` without running it. */
export type SerialTask<T> = { run(): Promise<T>; stop(): Promise<void> };

export function serialTask<T>(task: () => Promise<T>, idle: T): SerialTask<T> {
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  return {
    run() {
      const run = inFlight.catch(() => undefined).then(() => (stopped ? idle : task()));
      inFlight = run;
      return run;
    },
    async stop() {
      stopped = true;
      await inFlight.catch(() => undefined);
    },
  };
}

export function startPollLoop<T>(
  task: () => Promise<T>,
  options: {
    intervalMs: number;
    /** Called when a polled run fails; the next tick tries again. */
    onError: (error: unknown) => void;
  },
): PollLoop<T> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // A second caller waits for the running task, then runs its own: a slow run delays the next, never overlaps.
  const serial = serialTask<T | undefined>(task, undefined);
  const runOnce = () => serial.run() as Promise<T>;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => options.onError(error))
        .finally(schedule);
    }, options.intervalMs);
    // Polling alone must not keep a process alive that is otherwise done.
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await serial.stop();
    },
  };
}
