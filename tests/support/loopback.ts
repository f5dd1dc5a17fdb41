// Local stand-ins for outside services (siteverify, a CRM, an address or postcode API) listen on the loopback
// address, on a port the system picks, so suites running side by side never collide.
import type { AddressInfo, Server } from "node:net";

/** Starts `server` listening on 127.0.0.1 at a free port; resolves to its base URL, http://127.0.0.1:<port>. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
