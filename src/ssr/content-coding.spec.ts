import { chooseEncoding } from './content-coding';

const PAGE = ['gzip', 'br', 'deflate', 'identity'];
const FILE = ['br', 'gzip', 'identity'];

describe('chooseEncoding', () => {
  it.each([
    // A browser's header: every coding at q=1, so the server's order of preference decides.
    ['gzip, deflate, br', PAGE, 'gzip'],
    ['gzip, deflate, br, zstd', FILE, 'br'],
    ['br', PAGE, 'br'],
    ['deflate', PAGE, 'deflate'],
    ['identity', PAGE, 'identity'],
    [undefined, PAGE, 'identity'],
    ['', PAGE, 'identity'],
    ['x-unknown', PAGE, 'identity'],
    // Weights win over the server's preference.
    ['br;q=1, gzip;q=0.5', PAGE, 'br'],
    ['gzip;q=0.2, br;q=0.9', FILE, 'br'],
    ['br;q=0.5, gzip', FILE, 'gzip'],
    // Refusals.
    ['gzip;q=0, br', PAGE, 'br'],
    ['gzip;q=0', ['gzip', 'identity'], 'identity'],
    ['*;q=0', FILE, 'identity'],
    ['gzip;q=nonsense', ['gzip', 'identity'], 'identity'],
    // The wildcard stands for every coding not named.
    ['*', FILE, 'br'],
    ['br;q=0, *', FILE, 'gzip'],
    // Unnamed identity weighs as little as the least wanted coding: it wins only on preference.
    ['gzip;q=0.5', ['gzip', 'identity'], 'gzip'],
    ['identity;q=1, gzip;q=0.5', ['gzip', 'identity'], 'identity'],
    // Case and spacing do not matter.
    [' GZIP ; Q=0.8 ,BR;q=0.1', FILE, 'gzip'],
  ])('%j among %j → %s', (header, offered, expected) => {
    const headers = header === undefined ? {} : { 'accept-encoding': header };
    expect(chooseEncoding({ headers }, offered)).toBe(expected);
  });
});
