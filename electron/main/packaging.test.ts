/** Issue 16 item 13: the Electron fuses the packaged app ships with. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const config = JSON.parse(readFileSync('build/electron-builder.json', 'utf8')) as {
  electronFuses?: Record<string, boolean>;
};
/** electron-builder's own schema for its config: the fuse names it understands. */
const schema = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('app-builder-lib/scheme.json'), 'utf8'),
) as {
  properties: Record<string, unknown>;
  definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
};

describe('packaging', () => {
  it('flips the fuses: no running as Node, no NODE_OPTIONS or inspect, cookies encrypted, only the checked ASAR', () => {
    expect(schema.properties).toHaveProperty('electronFuses');
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    for (const fuse of Object.keys(config.electronFuses ?? {}))
      expect(schema.definitions.FuseOptionsV1.properties, fuse).toHaveProperty(fuse);
  });
});
