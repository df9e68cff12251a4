import { chaptersToText, textToChapters } from './chapters-text';

describe('chapters as the admin types them', () => {
  it('reads "m:ss Title" and "h:mm:ss Title" lines, skipping blank ones', () => {
    expect(textToChapters('0:00 Invocation\n\n12:34  The three boons \n1:02:03 Questions')).toEqual(
      {
        chapters: [
          { at: 0, title: 'Invocation' },
          { at: 754, title: 'The three boons' },
          { at: 3723, title: 'Questions' },
        ],
      },
    );
  });

  it('names the first line that is not a time and a title', () => {
    expect(textToChapters('0:00 Start\n12:75 Wrong')).toEqual({
      error: 'Line 2 should read like "12:34 Title of the chapter".',
    });
    expect(textToChapters('Invocation')).toHaveProperty('error');
  });

  it('writes them back the same way', () => {
    const chapters = [
      { at: 0, title: 'Invocation' },
      { at: 3723, title: 'Questions' },
    ];
    expect(chaptersToText(chapters)).toBe('0:00 Invocation\n1:02:03 Questions');
    expect(textToChapters(chaptersToText(chapters))).toEqual({ chapters });
  });
});
