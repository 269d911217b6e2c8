/** A tiny float RGB raster with anti-aliased shapes, enough to paint covers and avatars. */

export type RGB = readonly [number, number, number];

export function hex(colour: string): RGB {
  const n = parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export class Canvas {
  readonly data: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  /** Blends `c` over pixel (x, y) with opacity `a` (0..1); out-of-bounds pixels are ignored. */
  blend(x: number, y: number, c: RGB, a: number): void {
    if (a <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    if (a >= 1) {
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
      return;
    }
    d[i] += (c[0] - d[i]) * a;
    d[i + 1] += (c[1] - d[i + 1]) * a;
    d[i + 2] += (c[2] - d[i + 2]) * a;
  }

  /** Linear gradient from `from` to `to` along the direction at `angle` radians (0 = top to bottom). */
  gradient(from: RGB, to: RGB, angle = 0): void {
    const { width: w, height: h, data: d } = this;
    const dx = Math.sin(angle);
    const dy = Math.cos(angle);
    const span = Math.abs(dx) * w + Math.abs(dy) * h;
    const offset = Math.min(0, dx * w) + Math.min(0, dy * h);
    // t = (x·dx + y·dy − offset) / span, linear in x: step along the row instead of dividing.
    const tx = dx / span;
    const r = to[0] - from[0];
    const g = to[1] - from[1];
    const b = to[2] - from[2];
    let i = 0;
    for (let y = 0; y < h; y++) {
      let t = (y * dy - offset) / span;
      for (let x = 0; x < w; x++, i += 3, t += tx) {
        d[i] = from[0] + r * t;
        d[i + 1] = from[1] + g * t;
        d[i + 2] = from[2] + b * t;
      }
    }
  }

  /** Calls `fn(x, dist)` for the pixels of row `y` whose centre lies between `inner` and `outer` from (cx, cy). */
  private annulusRow(
    y: number,
    cx: number,
    cy: number,
    inner: number,
    outer: number,
    fn: (x: number, dist: number) => void,
  ): void {
    const dy = y + 0.5 - cy;
    const o2 = outer * outer - dy * dy;
    if (o2 <= 0) return;
    const xo = Math.sqrt(o2);
    const i2 = inner > 0 ? inner * inner - dy * dy : 0;
    const xi = i2 > 0 ? Math.sqrt(i2) : -1;
    const from = Math.max(0, Math.floor(cx - xo - 0.5));
    const to = Math.min(this.width - 1, Math.ceil(cx + xo - 0.5));
    for (let x = from; x <= to; x++) {
      const dx = x + 0.5 - cx;
      if (xi > 0 && dx > -xi && dx < xi) {
        x = Math.max(x, Math.floor(cx + xi - 0.5) - 1);
        continue;
      }
      fn(x, Math.sqrt(dx * dx + dy * dy));
    }
  }

  /** An anti-aliased disc; with `glow` > 0 a soft halo of that width fades out around it. */
  disc(cx: number, cy: number, r: number, c: RGB, alpha = 1, glow = 0, glowAlpha = 0.35): void {
    const reach = r + glow + 1;
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + reach));
    for (let y = y0; y <= y1; y++) {
      this.annulusRow(y, cx, cy, 0, reach, (x, dist) => {
        let a = clamp01(r - dist + 0.5) * alpha;
        if (glow > 0 && dist > r - 0.5) {
          const g = 1 - (dist - r) / glow;
          if (g > 0) a = Math.max(a, g * g * glowAlpha);
        }
        this.blend(x, y, c, a);
      });
    }
  }

  /** An anti-aliased ring of the given thickness. */
  ring(cx: number, cy: number, r: number, thickness: number, c: RGB, alpha = 1): void {
    const half = thickness / 2;
    const outer = r + half + 1;
    const inner = Math.max(0, r - half - 1);
    const y0 = Math.max(0, Math.floor(cy - outer));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + outer));
    for (let y = y0; y <= y1; y++) {
      this.annulusRow(y, cx, cy, inner, outer, (x, dist) => {
        this.blend(x, y, c, clamp01(half - Math.abs(dist - r) + 0.5) * alpha);
      });
    }
  }

  /**
   * Fills everything below the curve y = top(x), anti-aliased along the edge; the fill shades from
   * `c` at the curve to `shade` at the bottom when given.
   */
  below(top: (x: number) => number, c: RGB, alpha = 1, shade?: RGB): void {
    const { width: w, height: h, data: d } = this;
    const s = shade ?? c;
    const [r0, g0, b0] = c;
    const dr = s[0] - r0;
    const dg = s[1] - g0;
    const db = s[2] - b0;
    for (let x = 0; x < w; x++) {
      const edge = top(x + 0.5);
      const start = Math.max(0, Math.floor(edge));
      const step = 1 / (h - edge + 1);
      let t = (start - edge) * step;
      for (let y = start, i = (start * w + x) * 3; y < h; y++, i += w * 3, t += step) {
        const a = y === start ? clamp01(y + 1 - edge) * alpha : alpha;
        const k = t < 0 ? 0 : t;
        d[i] += (r0 + dr * k - d[i]) * a;
        d[i + 1] += (g0 + dg * k - d[i + 1]) * a;
        d[i + 2] += (b0 + db * k - d[i + 2]) * a;
      }
    }
  }

  /** A filled rectangle (fractional edges are anti-aliased vertically). */
  rect(x0: number, y0: number, x1: number, y1: number, c: RGB, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      const cover = clamp01(Math.min(y + 1, y1) - Math.max(y, y0));
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        this.blend(x, y, c, cover * alpha);
      }
    }
  }

  /** A new canvas `factor` times smaller (box filter), for supersampled small images. */
  downsample(factor: number): Canvas {
    const w = Math.floor(this.width / factor);
    const h = Math.floor(this.height / factor);
    const out = new Canvas(w, h);
    const n = factor * factor;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let sy = 0; sy < factor; sy++) {
          let i = ((y * factor + sy) * this.width + x * factor) * 3;
          for (let sx = 0; sx < factor; sx++, i += 3) {
            r += this.data[i];
            g += this.data[i + 1];
            b += this.data[i + 2];
          }
        }
        const o = (y * w + x) * 3;
        out.data[o] = r / n;
        out.data[o + 1] = g / n;
        out.data[o + 2] = b / n;
      }
    }
    return out;
  }

  /** 8-bit RGB bytes for the PNG encoder, darkened towards the corners by `vignette` (0 = none). */
  toRgb8(vignette = 0): Uint8Array {
    const { width: w, height: h, data: d } = this;
    const out = new Uint8Array(d.length);
    const col = new Float32Array(w);
    for (let x = 0; x < w; x++) col[x] = 2 * vignette * ((x + 0.5) / w - 0.5) ** 2;
    let i = 0;
    for (let y = 0; y < h; y++) {
      const row = 1 - 2 * vignette * ((y + 0.5) / h - 0.5) ** 2;
      for (let x = 0; x < w; x++) {
        const f = row - col[x];
        for (let k = 0; k < 3; k++, i++) {
          const v = d[i] * f;
          out[i] = v <= 0 ? 0 : v >= 255 ? 255 : v + 0.5;
        }
      }
    }
    return out;
  }
}
