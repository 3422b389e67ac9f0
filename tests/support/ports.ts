import { createServer, type AddressInfo } from 'node:net'

/**
 * A port nothing listens on right now (the system picks it), for a server a test starts or one that
 * must refuse connections. Every test that needs a port takes it from here.
 */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
