import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const moduleUrl = new URL("./background-priority.ts", import.meta.url).href;

describe.runIf(process.platform === "linux")("lowerPriorityOfEveryThread", () => {
  it("lowers every thread of the process, the thread pool's included, and the threads started after", () => {
    // A child process: the test runner's own threads are not ours to renice.
    const script = `
      import { readdirSync, readFileSync, stat } from "node:fs";
      import { gzip } from "node:zlib";
      const { lowerPriorityOfEveryThread } = await import(${JSON.stringify(moduleUrl)});
      await new Promise((done) => stat(".", done)); // the thread pool is running before we lower it
      lowerPriorityOfEveryThread(10);
      await new Promise((done) => gzip(Buffer.alloc(1 << 20), done));
      const nice = readdirSync("/proc/self/task").map((task) => {
        const stat = readFileSync("/proc/self/task/" + task + "/stat", "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
      });
      console.log(JSON.stringify(nice));
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      encoding: "utf8",
    });
    const nice = JSON.parse(output.trim().split("\n").at(-1)!) as number[];
    expect(nice.length).toBeGreaterThan(4);
    expect(new Set(nice)).toEqual(new Set([10]));
  });
});
