// Background work (a feed import beside the web servers) gives way to visitors' requests. os.setPriority(n) alone
// lowers only the calling thread on Linux, where each thread has its own nice value: the thread pool that runs
// sharp, zlib and file reads, and V8's helper threads, kept priority 0. Every thread is lowered here; threads
// started later (libvips' workers) inherit the value of the thread that starts them.
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

export function lowerPriorityOfEveryThread(nice: number): void {
  setPriority(nice);
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return; // not Linux: the process's priority is all there is
  }
  for (const thread of threads) {
    try {
      setPriority(Number(thread), nice);
    } catch {
      // the thread ended while we looked
    }
  }
}
