/**
 * Who may read the audience server: only a page on this computer, asking by
 * 127.0.0.1 or localhost on our port (a page elsewhere that points a DNS name at
 * 127.0.0.1 sends its own Host), with no Origin but ours, and only to read.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type Refusal = { readonly status: number; readonly reason: string };

const READS = new Set(['GET', 'HEAD']);

export function refusal(request: IncomingMessage, port: number): Refusal | null {
  if (!READS.has(request.method ?? ''))
    return { status: 405, reason: 'This server only serves reads (GET and HEAD).' };
  const ours = [`127.0.0.1:${port}`, `localhost:${port}`];
  const host = (request.headers.host ?? '').toLowerCase();
  if (!ours.includes(host)) return { status: 403, reason: 'Wrong Host.' };
  const origin = request.headers.origin;
  if (origin !== undefined && !ours.some((h) => origin.toLowerCase() === `http://${h}`))
    return { status: 403, reason: 'Foreign Origin.' };
  if (request.headers['sec-fetch-site'] === 'cross-site')
    return { status: 403, reason: 'Cross-site request.' };
  return null;
}

/** Compares a token in constant time, so its prefix cannot be guessed by timing. */
export function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
