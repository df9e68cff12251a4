import { randomUUID } from 'node:crypto';
import { RowLinkTokens } from './row-link-tokens';

describe('RowLinkTokens one-click tokens', () => {
  const tokens = new RowLinkTokens('a-secret-long-enough-for-tests', 'purpose', 'label');
  const id = randomUUID();
  const token = tokens.rowToken(id);

  it('reads back the row a genuine token names', () => {
    expect(tokens.rowOf(token)).toBe(id);
  });

  it('refuses every other spelling of the signature, even one that decodes to the same bytes', () => {
    const last = token.at(-1)!;
    // The last of 43 base64url characters holds 4 bits of the HMAC and 2 spare bits.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(last);
    const sameBytes = alphabet[index ^ 1];
    const respelled = token.slice(0, -1) + sameBytes;
    expect(Buffer.from(respelled.split('.')[1], 'base64url')).toEqual(
      Buffer.from(token.split('.')[1], 'base64url'),
    );
    expect(tokens.rowOf(respelled)).toBeUndefined();
  });

  it('refuses a token for another row, another key, or a damaged shape', () => {
    const other = new RowLinkTokens('another-secret-long-enough', 'purpose', 'label');
    expect(tokens.rowOf(tokens.rowToken(randomUUID()).replace(/^[^.]+/, id))).toBeUndefined();
    expect(other.rowOf(token)).toBeUndefined();
    expect(tokens.rowOf(`${token}=`)).toBeUndefined();
    expect(tokens.rowOf('')).toBeUndefined();
  });
});
