/**
 * CRC-32 (the gzip one) of a concatenation from the CRCs of its parts, as zlib's crc32_combine
 * does: CRC(A ‖ B) = CRC(A)·x^(8·|B|) mod P ⊕ CRC(B). A page's fixed parts are checksummed once;
 * each response then only checksums its nonce and combines, instead of re-reading the whole page.
 * Polynomials are 32-bit words with x^0 in the top bit (the reflected form zlib uses).
 */

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

/** a·b modulo P. */
function multModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLY : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo P for k = 0…63, so x^n needs one multiplication per bit of n. */
const X_POW_2K: number[] = (() => {
  const table: number[] = [];
  let power = 0x40000000; // x^1
  for (let k = 0; k < 64; k++) {
    table.push(power);
    power = multModP(power, power);
  }
  return table;
})();

/**
 * The operator that shifts a CRC past `length` more bytes (x^(8·length) mod P): computed once per
 * part, then used by crc32Combine for every response.
 */
export function crc32Shift(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`Bad length ${length}`);
  let result = 0x80000000; // x^0
  let n = length;
  for (let k = 3; n > 0; k++) {
    // Not n & 1: lengths can exceed 2^31, where bitwise operators would wrap.
    if (n % 2 === 1) result = multModP(X_POW_2K[k], result);
    n = Math.floor(n / 2);
  }
  return result;
}

/** CRC-32 of A ‖ B, from CRC(A), CRC(B) and crc32Shift(|B|). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
