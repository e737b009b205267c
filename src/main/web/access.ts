import type http from 'node:http'
import os from 'node:os'
import { GUEST_SOCKET_PATH } from '../../shared/api'

/**
 * Who may open which socket. The owner's API (/api) is reached only through the 127.0.0.1 listener:
 * a connection that arrived on the local network address is at most a phone, whatever it claims.
 * Host and Origin must name this server (127.0.0.1, localhost, or the network address while phones
 * may join), which also shuts out DNS rebinding: a page of another site, renamed to point here, still
 * sends its own name as Host.
 */
export type SocketRole = 'owner' | 'guest'

export interface AccessPolicy {
  port: number
  /** The local network address phones use, while they may join; null otherwise. */
  lanHost: string | null
}

const LOOPBACK = new Set(['127.0.0.1', '::ffff:127.0.0.1'])

function hostsOf(policy: AccessPolicy): Set<string> {
  const hosts = [`127.0.0.1:${policy.port}`, `localhost:${policy.port}`]
  if (policy.lanHost) hosts.push(`${policy.lanHost}:${policy.port}`)
  return new Set(hosts)
}

/** The role of an upgrade request, or null to refuse it (HTTP 403). */
export function socketRole(req: http.IncomingMessage, policy: AccessPolicy): SocketRole | null {
  const hosts = hostsOf(policy)
  const host = req.headers.host
  if (!host || !hosts.has(host.toLowerCase())) return null
  const origin = req.headers.origin
  // Tools send no Origin; a browser always does, and it must be a page of this server.
  if (origin !== undefined && !(origin.startsWith('http://') && hosts.has(origin.slice(7).toLowerCase())))
    return null
  if (req.url === GUEST_SOCKET_PATH) return 'guest'
  if (req.url === '/api' && LOOPBACK.has(req.socket.localAddress ?? '')) return 'owner'
  return null
}

/** RFC 1918 ranges: the addresses a home network hands out. */
function isPrivate(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/**
 * The machine's address on the local network: the first private IPv4 address of an interface that is
 * up, else the first non-loopback IPv4 one, else null (no network).
 */
export function findLanAddress(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string | null {
  const all = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address)
  return all.find(isPrivate) ?? all[0] ?? null
}
