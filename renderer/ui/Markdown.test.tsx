import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const html = (source: string): string => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown for rules pages', () => {
  it('renders headings one level down, paragraphs, lists and emphasis', () => {
    expect(html('# Goal\nSecure **three** paths.\n\n- one\n- *two*\n\n1. first\n2. `second`')).toBe(
      '<div class="markdown"><h2>Goal</h2><p>Secure <strong>three</strong> paths.</p><ul><li>one</li><li><em>two</em></li></ul><ol><li>first</li><li><code>second</code></li></ol></div>',
    );
  });

  it('renders tables, keeping escaped pipes inside cells', () => {
    expect(html('| # | row |\n|---|---|\n| 1 | 3 5 \\| 4 6 |')).toContain('<td>3 5 | 4 6</td>');
  });

  it('never turns text into HTML', () => {
    expect(html('<img src=x onerror=alert(1)>')).toContain('&lt;img');
  });

  it('joins a list item continued on an indented line', () => {
    expect(html('- a long\n  item')).toContain('<li>a long item</li>');
  });
});
