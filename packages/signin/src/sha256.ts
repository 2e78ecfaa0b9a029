/**
 * SHA-256 of a short ASCII string, as lowercase hex, computed synchronously. The verification
 * challenge hashes up to tens of thousands of candidates; Web Crypto's digest is asynchronous
 * and in Chromium each call crosses threads, which makes the search take seconds on a busy
 * machine. This one keeps the search to a fraction of that.
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// Reused between calls: the search hashes many short strings one after another.
const W = new Int32Array(64);
const H = new Int32Array(8);
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** Byte i of the padded message: the text, 0x80, zeros, then the bit length big-endian. */
const paddedByte = (text: string, i: number, total: number): number => {
  if (i < text.length) return text.charCodeAt(i) & 0xff;
  if (i === text.length) return 0x80;
  const fromEnd = total - i;
  if (fromEnd > 8) return 0;
  const bits = text.length * 8;
  // Strings here are far below 2^29 characters: the high length word stays 0.
  return fromEnd > 4 ? 0 : (bits >>> ((fromEnd - 1) * 8)) & 0xff;
};

export const sha256Hex = (text: string): string => {
  const blocks = Math.ceil((text.length + 9) / 64);
  const total = blocks * 64;
  for (let i = 0; i < 8; i += 1) H[i] = INITIAL[i] as number;
  for (let block = 0; block < blocks; block += 1) {
    const base = block * 64;
    for (let i = 0; i < 16; i += 1) {
      const at = base + i * 4;
      W[i] =
        (paddedByte(text, at, total) << 24) |
        (paddedByte(text, at + 1, total) << 16) |
        (paddedByte(text, at + 2, total) << 8) |
        paddedByte(text, at + 3, total);
    }
    for (let i = 16; i < 64; i += 1) {
      const x = W[i - 15] as number;
      const y = W[i - 2] as number;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
    }
    let a = H[0] as number;
    let b = H[1] as number;
    let c = H[2] as number;
    let d = H[3] as number;
    let e = H[4] as number;
    let f = H[5] as number;
    let g = H[6] as number;
    let h = H[7] as number;
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    H[0] = (H[0] as number) + a;
    H[1] = (H[1] as number) + b;
    H[2] = (H[2] as number) + c;
    H[3] = (H[3] as number) + d;
    H[4] = (H[4] as number) + e;
    H[5] = (H[5] as number) + f;
    H[6] = (H[6] as number) + g;
    H[7] = (H[7] as number) + h;
  }
  let hex = '';
  for (let i = 0; i < 8; i += 1) hex += ((H[i] as number) >>> 0).toString(16).padStart(8, '0');
  return hex;
};
