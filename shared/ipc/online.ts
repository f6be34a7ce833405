/**
 * Hosting online tables from the desktop app, between the renderer and main: main runs
 * the table server; the renderer sits at the table through it like any other client.
 */
import { z } from 'zod';
import { createTableSchema } from '../online/protocol';

/** Colyseus's usual port; the person may choose another. */
export const DEFAULT_ONLINE_PORT = 2567;

export const onlinePortSchema = z
  .number()
  .int()
  .min(1024, 'choose a port from 1024 up')
  .max(65_535, 'a port is at most 65535');

/** The table the host asks main to open: everything but the claim, which main makes. */
export const tableRequestSchema = createTableSchema.omit({ create: true, claim: true });

/**
 * A table main opened in its own process: its code, and the claim that seats the host.
 * Only the renderer that asked gets the claim; it sits down with it once.
 */
export interface OpenedTable {
  readonly code: string;
  readonly claim: string;
}

export interface OnlineHostStatus {
  /** The table server is listening. */
  readonly running: boolean;
  readonly port: number;
  /** Where friends on other computers reach it ("192.168.1.20:2567"), one per network. */
  readonly addresses: readonly string[];
  /** Where this app itself reaches it. */
  readonly local: string | null;
  /** Why hosting failed (a port in use), for a person; null when all is well. */
  readonly problem: string | null;
}
