/**
 * SHA-256 over text, the same bits in every JavaScript engine: @noble/hashes is plain
 * integer arithmetic, and the text is turned into UTF-8 here rather than by TextEncoder,
 * which some engines' shells (JavaScriptCore's jsc) do not have.
 */
import { sha256 } from '@noble/hashes/sha2';

function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Uint8Array.from(bytes);
}

/** SHA-256 of text as UTF-8, in hex. */
export type Sha256Hex = (text: string) => string;

let native: Sha256Hex | null = null;

/**
 * A host with a native SHA-256 (a Node server) hands it over here: the same bits at a
 * fraction of the cost, and a busy server hashes every secret shown and every event fixed.
 */
export function useNativeSha256(sha256Hex: Sha256Hex): void {
  native = sha256Hex;
}

/** Surrogates stay with the code above: a lone one is encoded differently by Node's UTF-8. */
const SURROGATE = /[\uD800-\uDFFF]/;

export function digest(text: string): string {
  if (native !== null && !SURROGATE.test(text)) return native(text);
  return portableDigest(text);
}

/** SHA-256 in plain JavaScript: what every engine computes without help. */
export function portableDigest(text: string): string {
  let hex = '';
  for (const byte of sha256(utf8(text))) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
