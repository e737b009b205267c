/**
 * What one WebSocket client may hold in the web server, so that a client that floods requests or never
 * reads its replies costs a bounded amount of memory and time: past a limit its socket stops being
 * read, or is closed (code 1008, with a reason), never the server and never another client.
 * docs/architecture.md (Web mode) describes them; test/unit/web/slow-reader.test.ts measures them.
 */
export const SOCKET_LIMITS = {
  /**
   * Bytes of replies and events handed to one socket and not yet written out to it. Past this the
   * socket's next requests wait and the socket is no longer read, until its client reads. A reply is
   * only sized once it exists, so one large reply (an export) may pass it on its own; 4 MiB is far more
   * than the page ever has on the way at once.
   */
  maxQueuedBytes: 4 * 1024 * 1024,
  /** Requests of one socket being handled at once; the next ones wait in order (and reading stops). */
  maxInFlight: 4,
  /**
   * Requests read but not yet started. Reading stops at once, but ws still delivers what it had read:
   * a burst of small requests. Past either bound the client is flooding, and its socket is closed.
   */
  maxWaitingRequests: 4096,
  maxWaitingBytes: 4 * 1024 * 1024,
  /**
   * Bytes of events (pushed to every client) queued to one socket and not yet written out. Events are
   * small (~100 bytes); a socket this far behind is not reading at all, and is closed.
   */
  maxQueuedEventBytes: 1024 * 1024,
  /** A socket with queued bytes of which nothing has been written for this long is closed: no one reads it. */
  stalledMs: 30_000,
  /** After the server closes a socket it waits this long for the close handshake, then drops it. */
  closeGraceMs: 2_000,
  /** Sockets open at once. The page opens one per tab; more are refused (HTTP 503). */
  maxSockets: 64,
} as const

export type SocketLimits = { [K in keyof typeof SOCKET_LIMITS]: number }

/** The close code the server uses when a socket passes a limit (RFC 6455: policy violation). */
export const CLOSE_OVER_LIMIT = 1008
