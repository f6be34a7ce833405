/**
 * What one misbehaving page may cost the audience server. A stream needs one or two pages
 * (OBS and a preview), so these are far above what it uses and far below what hurts main.
 */
export interface AudienceLimits {
  /** Bytes a page may fall behind; past them it is dropped, reconnects and gets a snapshot. */
  readonly maxBufferedBytes: number;
  /** Pages listening to either feed at once. */
  readonly maxListeners: number;
  /** Open sockets of any kind; the ones beyond are closed as they arrive. */
  readonly maxConnections: number;
  /** A socket must have sent its request's headers within this. */
  readonly headersTimeoutMs: number;
  /** …and the whole request within this. */
  readonly requestTimeoutMs: number;
  /** A socket with no request under way is closed after this (Node adds a second). */
  readonly keepAliveTimeoutMs: number;
  /** How often the two request timeouts are checked. */
  readonly checkIntervalMs: number;
}

export const AUDIENCE_LIMITS: AudienceLimits = {
  maxBufferedBytes: 1024 * 1024,
  maxListeners: 16,
  maxConnections: 32,
  headersTimeoutMs: 3000,
  requestTimeoutMs: 5000,
  keepAliveTimeoutMs: 2000,
  checkIntervalMs: 500,
};
