/**
 * Streaming as the settings screen and the publisher see it: main's audience status, and
 * the changes a person makes to it. Off until the person turns it on.
 */
import { create } from 'zustand';
import type { AudiencePatch, AudienceStatus, AudienceWindowSize } from '../../shared/ipc';
import { hasHost, host, unwrap } from '../bridge/host';

interface StreamingStore {
  /** null until main has answered (and always outside the desktop app). */
  readonly status: AudienceStatus | null;
  /** The last refusal, for the settings screen to show. */
  readonly problem: string | null;
  load(): Promise<void>;
  configure(patch: AudiencePatch): Promise<void>;
  newToken(): Promise<void>;
  /** Opens the audience window, turning streaming on first: the window shows its page. */
  openWindow(size: AudienceWindowSize): Promise<void>;
  tell(problem: string | null): void;
}

export const useStreaming = create<StreamingStore>((set, get) => {
  async function ask(call: () => Promise<AudienceStatus>): Promise<void> {
    if (!hasHost()) {
      set({ problem: 'Streaming needs the desktop app.' });
      return;
    }
    try {
      const status = await call();
      set({ status, problem: status.problem });
    } catch (error) {
      set({ problem: (error as Error).message });
    }
  }
  return {
    status: null,
    problem: null,
    load: () => ask(() => unwrap(host().audience.status())),
    configure: (patch) => ask(() => unwrap(host().audience.configure(patch))),
    newToken: () => ask(() => unwrap(host().audience.newToken())),
    async openWindow(size) {
      if (!get().status?.enabled) await get().configure({ enabled: true });
      if (!get().status?.enabled) return;
      try {
        await unwrap(host().audience.openWindow(size));
      } catch (error) {
        set({ problem: (error as Error).message });
      }
    },
    tell: (problem) => set({ problem }),
  };
});
