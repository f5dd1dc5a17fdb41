import { afterEach, describe, expect, it, vi } from "vitest";
import { startPollLoop, type PollLoop } from "./poll-loop.ts";

const loops: PollLoop<unknown>[] = [];
function start<T>(task: () => Promise<T>, intervalMs = 60_000, onError = vi.fn()) {
  const loop = startPollLoop(task, { intervalMs, onError });
  loops.push(loop);
  return { loop, onError };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
});

describe("startPollLoop", () => {
  it("runs the task every interval, one run after the other", async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => 1);
    start(task, 1000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("runOnce returns the task's result and never overlaps a run in flight", async () => {
    const gate = deferred();
    let running = 0;
    let maxRunning = 0;
    let calls = 0;
    const { loop } = start(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      if (++calls === 1) await gate.promise;
      running--;
      return calls;
    });
    const first = loop.runOnce();
    const second = loop.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
    gate.resolve();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(maxRunning).toBe(1);
  });

  it("logs a failed polled run and tries again next tick; runOnce rejects with the error", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { loop, onError } = start(async () => {
      if (++calls === 1) throw new Error("boom");
      return calls;
    }, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    calls = 0;
    await expect(loop.runOnce()).rejects.toThrow("boom");
    // A failed run does not block the next one.
    await expect(loop.runOnce()).resolves.toBe(2);
  });

  it("stop waits for the run in flight and ends polling", async () => {
    vi.useFakeTimers();
    const gate = deferred();
    let finished = false;
    const task = vi.fn(async () => {
      await gate.promise;
      finished = true;
    });
    const { loop } = start(task, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    const stopped = loop.stop();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("stop does not rethrow a failed run", async () => {
    const { loop } = start(async () => {
      throw new Error("boom");
    });
    await expect(loop.runOnce()).rejects.toThrow("boom");
    await expect(loop.stop()).resolves.toBeUndefined();
  });

  it("does not keep the process alive", () => {
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    start(async () => undefined);
    const timer = setTimeoutSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setTimeoutSpy.mockRestore();
  });
});
