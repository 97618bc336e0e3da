// The text a PDF made by the ticket report shows, for tests: pdfkit writes each line as a TJ array of hex strings
// (WinAnsi, the standard fonts) in deflated content streams; the hex pieces of one array are joined into a line.
import zlib from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const TEXT_ARRAY = /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g;
const HEX_STRING = /<([0-9a-fA-F]*)>/g;

function inflated(raw: Buffer): string {
  try {
    return zlib.inflateSync(raw).toString('latin1');
  } catch {
    // Not every stream is deflated content (images are stored as they came): only content streams hold text.
    return '';
  }
}

/** The report's lines in the order they were drawn. */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of source.matchAll(STREAM)) {
    const content = inflated(Buffer.from(stream[1], 'latin1'));
    for (const array of content.matchAll(TEXT_ARRAY)) {
      const hex = [...array[1].matchAll(HEX_STRING)].map((piece) => piece[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}
