import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A local TCP port that nothing listened on a moment ago: for a process the test starts, or to be refused at. */
export async function freeLocalPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
