/**
 * The rules pages' Markdown, rendered by react-markdown with GitHub's tables. Raw HTML in
 * a page stays text (react-markdown never renders it without a raw-HTML plugin), so a page
 * can never inject markup. Headings move one level down: the screen's own title is the h1.
 */
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
};

const plugins = [remarkGfm];

export function Markdown({ source }: { readonly source: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={plugins} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
