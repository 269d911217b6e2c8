/**
 * A minimal PNG encoder: 8-bit RGB, one IDAT (node:zlib), filter "Up" on every row, deflate level 4
 * with Z_FILTERED: a cover is drawn on a cache miss while a page waits, and level 6 costs several
 * times the time for a little less size (docs/measurements.md; `npm run bench` times a cover).
 */
import { constants, deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

/** `rgb` holds width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array, level = 4): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer size does not match');
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    const row = y * stride;
    if (y === 0) {
      raw[o] = 0;
      raw.set(rgb.subarray(0, stride), o + 1);
      continue;
    }
    raw[o] = 2; // Up: each byte minus the byte above (gradients become runs of near-zeros)
    const above = row - stride;
    for (let i = 0, j = o + 1; i < stride; i++, j++) raw[j] = rgb[row + i] - rgb[above + i];
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level, strategy: constants.Z_FILTERED })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
