import { readingMinutes, renderMarkdown, slugifyHeading, textSections } from './markdown';

describe('renderMarkdown', () => {
  it('gives headings anchors (IAST accents dropped), the page title staying the one h1', () => {
    const { html, headings } = renderMarkdown('# Ātman\n\n## Brahman and Māyā\n');
    expect(html).toContain('<h2 id="atman" tabindex="-1"><a class="header-anchor" href="#atman">');
    expect(html).not.toContain('<h1');
    expect(headings).toEqual([
      { level: 2, id: 'atman', text: 'Ātman' },
      { level: 2, id: 'brahman-and-maya', text: 'Brahman and Māyā' },
    ]);
  });

  it('renders footnotes with a labelled way back, and verses as block quotes', () => {
    const { html } = renderMarkdown('Seen.[^1]\n\n> tat tvam asi\n\n[^1]: Chāndogya 6.8.7.\n');
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(html).toContain(
      'class="footnote-backref"><span aria-hidden="true">↩︎</span><span class="visually-hidden">Back to the text</span></a>',
    );
    expect(html).toContain('<blockquote>\n<p>tat tvam asi</p>\n</blockquote>');
  });

  it('keeps the lines of a verse in a block quote, and joins them elsewhere', () => {
    const { html } = renderMarkdown('> अहं ब्रह्मास्मि\n> ahaṃ brahmāsmi\n\none\ntwo');
    expect(html).toContain('<span lang="sa">अहं ब्रह्मास्मि</span><br />\nahaṃ brahmāsmi');
    expect(html).toContain('<p>one\ntwo</p>');
  });

  it('marks Devanāgarī with lang="sa" (a verse line as one span), and says the text has it', () => {
    const result = renderMarkdown('> तत्त्वमसि । अहं ब्रह्मास्मि ॥\n\nPlain words.');
    expect(result.html).toContain('<span lang="sa">तत्त्वमसि । अहं ब्रह्मास्मि ॥</span>');
    expect(result.devanagari).toBe(true);
    expect(renderMarkdown('Plain words.').devanagari).toBe(false);
  });

  it('opens external links in a new tab safely, and says so; site links stay as they are', () => {
    const { html } = renderMarkdown('[a](https://example.org/x) [b](/courses) [c](#fn1)');
    expect(html).toContain(
      '<a href="https://example.org/x" class="external-link" target="_blank" rel="noopener noreferrer">a<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="/courses">b</a>');
    expect(html).toContain('<a href="#fn1">c</a>');
  });

  it('leaves nothing that runs, restyles or loads from elsewhere', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="https://evil.example/a.png">' +
        '<img src="/media/a/640.webp" alt="ok"> [x](javascript:alert(1)) <b style="color:red" class="x">b</b>' +
        '<a href="/about" target="_self" class="external-link">a</a>',
    );
    // markdown-it leaves a javascript: link as plain text: words, not a link.
    expect(html).not.toMatch(/<script|onerror|evil|href="javascript:|style=|class="x"/);
    expect(html).toContain(
      '<img src="/media/a/640.webp" alt="ok" loading="lazy" decoding="async" />',
    );
    expect(html).toContain('<a href="/about">a</a>');
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
    expect(renderMarkdown('word '.repeat(450)).readingMinutes).toBe(2);
  });

  it('makes heading ids from any script', () => {
    expect(slugifyHeading('Dṛg-Dṛśya Viveka: verse 1')).toBe('drg-drsya-viveka-verse-1');
    expect(slugifyHeading('आत्मबोधः')).toBe('आत्मबोधः');
    expect(slugifyHeading('!!!')).toBe('section');
  });
});

describe('textSections', () => {
  it('divides a text at its headings, as plain words, with each heading and its id', () => {
    const sections = textSections(
      'Before any heading.[^1]\n\n## The *third* state\n\nIn deep sleep, [the witness](https://example.org) remains.\n\n[^1]: A note.',
    );
    expect(sections[0]).toEqual({ text: 'Before any heading.' });
    expect(sections[1]).toEqual({
      heading: 'The third state',
      anchor: 'the-third-state',
      text: 'In deep sleep, the witness remains. A note.',
    });
  });
});
