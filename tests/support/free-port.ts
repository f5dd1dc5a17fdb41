import { createServer } from "node:net";

/**
 * A port nothing listens on at this moment, for a process we start ourselves (a child server, nginx) that
 * must be told its port before it starts: the kernel picks it, we release it and hand the number on.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
