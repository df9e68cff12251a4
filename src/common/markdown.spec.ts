import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, quotes and code', () => {
    const { html } = renderMarkdown(
      '## Satsaṅg\n\n*Silence* and **questions**:\n\n- one\n- two\n\n> tat tvam asi\n\n`code`',
    );
    expect(html).toContain('<h2>Satsaṅg</h2>');
    expect(html).toContain('<em>Silence</em>');
    expect(html).toContain('<strong>questions</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
  });

  it('opens external links in a new tab without the opener, keeps ours as they are', () => {
    const { html } = renderMarkdown('[map](https://maps.example.org/x) and [courses](/courses)');
    expect(html).toContain(
      '<a href="https://maps.example.org/x" rel="noopener noreferrer" target="_blank">map</a>',
    );
    expect(html).toContain('<a href="/courses">courses</a>');
  });

  it('drops raw HTML, scripts, images and javascript: links', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n![x](https://evil.example/x.png)\n\n[x](javascript:alert(1))\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
