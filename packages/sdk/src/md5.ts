// Small MD5 (RFC 1321) over the UTF-8 bytes of a string, so the SDK needs no MD5 dependency.
// Checked against the RFC test suite and the `md5` package in test/md5.test.ts.

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = new Int32Array(64);
for (let i = 0; i < 64; i++) K[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296) | 0;

const encoder = /* @__PURE__ */ new TextEncoder();

/** Lower-case hex MD5 of the UTF-8 encoding of `input`. */
export function md5Hex(input: string): string {
  const bytes = encoder.encode(input);
  const length = bytes.length;
  const words = new Int32Array((((length + 8) >>> 6) + 1) * 16);
  for (let i = 0; i < length; i++) words[i >> 2]! |= bytes[i]! << ((i & 3) << 3);
  words[length >> 2]! |= 0x80 << ((length & 3) << 3);
  words[words.length - 2] = length << 3;
  words[words.length - 1] = Math.floor(length / 0x20000000);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89 | 0;
  let c0 = 0x98badcfe | 0;
  let d0 = 0x10325476;
  for (let offset = 0; offset < words.length; offset += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      f = (f + a + K[i]! + words[offset + g]!) | 0;
      const s = SHIFTS[((i >> 4) << 2) | (i & 3)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((f << s) | (f >>> (32 - s)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  let hex = '';
  for (const word of [a0, b0, c0, d0]) {
    for (let j = 0; j < 4; j++) hex += ((word >>> (j << 3)) & 255).toString(16).padStart(2, '0');
  }
  return hex;
}
