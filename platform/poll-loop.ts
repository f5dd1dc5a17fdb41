// The repeating loop behind every background job (outbox, webhooks, saved-search alerts): runs an async task
// every `intervalMs`, one run at a time per process, and stops cleanly. Each job keeps its own batch logic.

export type PollLoop<T> = {
  /** Runs the task now, after any run in flight (never two at once); rejects if the task does. */
  runOnce(): Promise<T>;
  /** Stops polling and waits for the run in flight (its error, if any, is not rethrown). */
  stop(): Promise<void>;
};

export function startPollLoop<T>(
  task: () => Promise<T>,
  options: {
    intervalMs: number;
    /** Called when a polled run fails; the next tick tries again. */
    onError: (error: unknown) => void;
  },
): PollLoop<T> {
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  // A second caller waits for the running task, then runs its own: a slow run delays the next, never overlaps.
  function runOnce(): Promise<T> {
    const run = inFlight.catch(() => undefined).then(task);
    inFlight = run;
    return run;
  }

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
      await inFlight.catch(() => undefined);
    },
  };
}
