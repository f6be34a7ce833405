import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const html = (source: string): string => renderToStaticMarkup(<Markdown source={source} />);

/** The rules pages the app shows, loaded as the rules screen loads them. */
const rulesPages = Object.entries(
  import.meta.glob<string>('../../docs/rules/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('Markdown for rules pages', () => {
  it('renders headings one level down, paragraphs, lists and emphasis', () => {
    const page = html('# Goal\nSecure **three** paths.\n\n- one\n- *two*\n\n1. first\n2. `second`');
    expect(page).toContain('<h2>Goal</h2>');
    expect(page).toContain('<p>Secure <strong>three</strong> paths.</p>');
    expect(page).toMatch(/<ul>\s*<li>one<\/li>\s*<li><em>two<\/em><\/li>\s*<\/ul>/);
    expect(page).toMatch(/<ol>\s*<li>first<\/li>\s*<li><code>second<\/code><\/li>\s*<\/ol>/);
  });

  it('renders _underscores_ as emphasis, not as literal underscores', () => {
    expect(html("A variant of _Can't Stop_, secured _at once_.")).toBe(
      '<div class="markdown"><p>A variant of <em>Can&#x27;t Stop</em>, secured <em>at once</em>.</p></div>',
    );
  });

  it('renders tables, keeping escaped pipes inside cells', () => {
    const page = html('| # | row |\n|---|---|\n| 1 | 3 5 \\| 4 6 |');
    expect(page).toContain('<th>#</th>');
    expect(page).toContain('<td>3 5 | 4 6</td>');
  });

  it('never turns text into HTML', () => {
    const page = html('<img src=x onerror=alert(1)>\n\nText <b>bold</b>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>');
  });

  it('joins a list item continued on an indented line', () => {
    expect(html('- a long\n  item')).toMatch(/<li>a long\s+item<\/li>/);
  });

  it.each(rulesPages)(
    'renders the rules page %s with no Markdown marks left as text',
    (_, source) => {
      const text = html(source)
        .replace(/<code>[^<]*<\/code>/g, '')
        .replace(/<[^>]+>/g, ' ');
      expect(text).not.toMatch(/(^|\s)_\S[^_]*_(?=[\s.,;:)]|$)/);
      expect(text).not.toMatch(/\*\*/);
      expect(text).not.toMatch(/^\s*\|/m);
      expect(text).not.toMatch(/\|\s*-{3,}/);
    },
  );

  it('renders every table in the rules pages as a table', () => {
    expect(rulesPages.length).toBeGreaterThan(0);
    for (const [file, source] of rulesPages) {
      const tables = source.match(/^\|.*\|\s*\n\|[\s:|-]+\|\s*$/gm) ?? [];
      expect(html(source).split('<table>').length - 1, file).toBe(tables.length);
    }
  });
});
