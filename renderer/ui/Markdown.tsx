/**
 * The small part of Markdown our rules pages use — headings, paragraphs, lists, tables,
 * **bold**, *italic* and `code` — rendered as React elements, never as raw HTML.
 */
import type { ReactNode } from 'react';

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = `${match.index}`;
    if (token.startsWith('**')) parts.push(<strong key={key}>{token.slice(2, -2)}</strong>);
    else if (token.startsWith('`')) parts.push(<code key={key}>{token.slice(1, -1)}</code>);
    else parts.push(<em key={key}>{token.slice(1, -1)}</em>);
    last = match.index + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

export function Markdown({ source }: { readonly source: string }) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const key = blocks.length;
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      i++;
    } else if (heading) {
      const level = Math.min(4, heading[1]!.length + 1);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5';
      blocks.push(<Tag key={key}>{inline(heading[2]!)}</Tag>);
      i++;
    } else if (/^\s*([-*]|\d+\.)\s/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && /^\s*([-*]|\d+\.)\s/.test(lines[i]!)) {
        let item = lines[i]!.replace(/^\s*([-*]|\d+\.)\s+/, '');
        i++;
        while (
          i < lines.length &&
          /^\s{2,}\S/.test(lines[i]!) &&
          !/^\s*([-*]|\d+\.)\s/.test(lines[i]!)
        )
          item += ` ${lines[i++]!.trim()}`;
        items.push(item);
      }
      const List = ordered ? 'ol' : 'ul';
      blocks.push(
        <List key={key}>
          {items.map((item, n) => (
            <li key={n}>{inline(item)}</li>
          ))}
        </List>,
      );
    } else if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(lines[i++]!);
      const [head, , ...body] = rows;
      blocks.push(
        <table key={key}>
          <thead>
            <tr>
              {cells(head ?? '').map((c, n) => (
                <th key={n} scope="col">
                  {inline(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              <tr key={r}>
                {cells(row).map((c, n) => (
                  <td key={n}>{inline(c)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>,
      );
    } else {
      const paragraph: string[] = [];
      while (
        i < lines.length &&
        lines[i]!.trim() !== '' &&
        !/^(#{1,4}\s|\s*([-*]|\d+\.)\s|\s*\|)/.test(lines[i]!)
      )
        paragraph.push(lines[i++]!.trim());
      blocks.push(<p key={key}>{inline(paragraph.join(' '))}</p>);
    }
  }
  return <div className="markdown">{blocks}</div>;
}
