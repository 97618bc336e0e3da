// Reads back the first sheet of an exported .xlsx (a zip of XML parts) as rows of cell texts, to check exports.
import { strFromU8, unzipSync } from 'fflate';

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const textsOf = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);

export interface XlsxSheet {
  name: string;
  rows: string[][];
}

export function readFirstSheet(content: Buffer): XlsxSheet {
  const files = unzipSync(new Uint8Array(content));
  const part = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = textsOf(part('xl/sharedStrings.xml'), 'si').map((item) => decodeXml(textsOf(item, 't').join('')));
  const name = /<sheet [^>]*name="([^"]*)"/.exec(part('xl/workbook.xml'))?.[1] ?? '';
  const rows = textsOf(part('xl/worksheets/sheet1.xml'), 'row').map((row) =>
    [...row.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes, body = '']) => {
      if (/t="s"/.test(attributes)) return shared[Number(textsOf(body, 'v')[0])] ?? '';
      if (/t="inlineStr"/.test(attributes)) return decodeXml(textsOf(body, 't').join(''));
      return decodeXml(textsOf(body, 'v')[0] ?? '');
    }),
  );
  return { name: decodeXml(name), rows };
}
