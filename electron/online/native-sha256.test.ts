import { afterAll, describe, expect, it } from 'vitest';
import { digest, portableDigest, useNativeSha256 } from '../../shared/fair';
import { hashFairDiceNatively, nodeSha256 } from './native-sha256';

// FIPS 180-2's examples.
const KNOWN: readonly [string, string][] = [
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  [
    'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  ],
];

describe('fair dice hashed by Node on a server', () => {
  afterAll(() => useNativeSha256(portableDigest));

  it('gives the published digests, as the portable code does', () => {
    for (const [text, hex] of KNOWN) {
      expect(nodeSha256(text)).toBe(hex);
      expect(portableDigest(text)).toBe(hex);
    }
  });

  it('agrees with the portable code on names in any script, so pages and servers check the same events', () => {
    for (const text of [
      'Zoë',
      'Łódź|throw:3',
      '川の卓',
      '🎲 d6|faces|0',
      'a\u00e9\u4e2d\ud83d\ude00',
    ])
      expect(nodeSha256(text)).toBe(portableDigest(text));
  });

  it('leaves a lone surrogate to the portable code, whose bytes for it the pages share', () => {
    hashFairDiceNatively();
    const text = 'seat \ud800 name';
    expect(digest(text)).toBe(portableDigest(text));
    expect(nodeSha256(text)).not.toBe(portableDigest(text));
  });
});
