/**
 * What one misbehaving page, or a local process without the token, may cost the audience
 * server. A stream needs one or two pages (OBS and a preview), so these are far above what
 * it uses and far below what hurts main.
 */
import type { SocketLimits } from './sockets';

export interface AudienceLimits extends SocketLimits {
  /** Bytes a page may fall behind; past them it is dropped, reconnects and gets a snapshot. */
  readonly maxBufferedBytes: number;
  /** Pages listening to either feed at once. */
  readonly maxListeners: number;
}

export const AUDIENCE_LIMITS: AudienceLimits = {
  maxBufferedBytes: 1024 * 1024,
  maxListeners: 16,
  maxPageSockets: 32,
  maxStrangerSockets: 32,
  headersTimeoutMs: 3000,
  requestTimeoutMs: 5000,
  keepAliveTimeoutMs: 2000,
  checkIntervalMs: 500,
};
