import { cutDescription, fullTitle } from './head';

describe('head helpers', () => {
  it('appends the brand unless the title names it', () => {
    expect(fullTitle('Courses')).toBe('Courses | Pragya Trust');
    expect(fullTitle('About Us - Pragya Trust')).toBe('About Us - Pragya Trust');
  });

  it('cuts descriptions to 160 characters at a word boundary', () => {
    const long = 'word '.repeat(60);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(cutDescription('Short and whole.')).toBe('Short and whole.');
  });
});
