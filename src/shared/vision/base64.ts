/** Base64 for byte arrays without Node's Buffer or the DOM's atob, so calibrations serialise anywhere. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0))
const LOOKUP = new Int16Array(256).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i
const EQ = '='.charCodeAt(0)

export function bytesToBase64(bytes: Uint8Array): string {
  const chars = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
  let o = 0
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    chars[o++] = CODES[(n >> 18) & 63]!
    chars[o++] = CODES[(n >> 12) & 63]!
    chars[o++] = i + 1 < bytes.length ? CODES[(n >> 6) & 63]! : EQ
    chars[o++] = i + 2 < bytes.length ? CODES[n & 63]! : EQ
  }
  const parts: string[] = []
  for (let i = 0; i < chars.length; i += 8192) {
    parts.push(String.fromCharCode.apply(null, Array.from(chars.subarray(i, i + 8192))))
  }
  return parts.join('')
}

/** A stored picture's text is not base64 (a damaged saved calibration): typed, so the page can word it. */
export class Base64Error extends Error {
  override name = 'Base64Error'
}

export function base64ToBytes(text: string): Uint8Array {
  let len = text.length
  while (len > 0 && text.charCodeAt(len - 1) === EQ) len--
  const out = new Uint8Array(Math.floor((len * 3) / 4))
  let o = 0
  let n = 0
  let k = 0
  for (let i = 0; i < len; i++) {
    const code = text.charCodeAt(i)
    const d = code < 256 ? LOOKUP[code]! : -1
    if (d < 0) throw new Base64Error('calibration image is not valid base64')
    n = (n << 6) | d
    if (++k === 4) {
      out[o++] = (n >> 16) & 255
      out[o++] = (n >> 8) & 255
      out[o++] = n & 255
      n = 0
      k = 0
    }
  }
  if (k > 0) {
    n <<= 6 * (4 - k)
    if (o < out.length) out[o] = (n >> 16) & 255
    if (o + 1 < out.length) out[o + 1] = (n >> 8) & 255
  }
  return out
}
