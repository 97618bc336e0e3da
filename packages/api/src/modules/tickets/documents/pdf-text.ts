// The text and fonts of a PDF made by the ticket report, for tests. pdfkit writes its objects one by one ('n 0 obj …
// endobj'), streams deflated. Each line of text is a TJ array of hex strings after a 'Tf' choosing its font; with an
// embedded font (report-fonts.ts) the hex pieces are glyph ids of that font's subset, read back as text through the
// font's ToUnicode map; a font without one (a standard font) is read as one byte per character.
import zlib from 'node:zlib';

const OBJECT = /(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g;
/** Where an object's stream starts; it runs for its dictionary's /Length bytes (its data may end in '\r'). */
const STREAM_START = /\bstream\r?\n/;
const FONT_RESOURCE = /\/(F\d+) (\d+) 0 R/g;
const TEXT_OPERATION = /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g;
const HEX_STRING = /<([0-9a-fA-F]*)>/g;
const CMAP_RANGE = /<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g;
/** One entry of a CMap range: the UTF-16 units of a glyph's text ('<0066 0069>' for the ligature fi). */
const CMAP_ENTRY = /<([0-9a-fA-F\s]*)>/g;

interface PdfObject {
  /** The object's dictionary (everything before its stream). */
  dictionary: string;
  /** The object's stream, inflated. */
  stream?: string;
}

/** A stream's data, inflated when deflated (pdfkit deflates content, fonts, maps and PNG images). */
const streamText = (dictionary: string, data: string) =>
  /\/Filter \/FlateDecode/.test(dictionary) ? zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data;

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  for (const [, id, body] of pdf.toString('latin1').matchAll(OBJECT)) {
    const start = STREAM_START.exec(body);
    const dictionary = start ? body.slice(0, start.index) : body;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const data = start ? body.slice(start.index + start[0].length, start.index + start[0].length + length) : undefined;
    objects.set(Number(id), { dictionary, stream: data === undefined ? undefined : streamText(dictionary, data) });
  }
  return objects;
}

/** Glyph id → text, from a ToUnicode CMap of `<first> <last> [<utf-16> …]` ranges (pdfkit's form). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, entries] of cmap.matchAll(CMAP_RANGE)) {
    [...entries.matchAll(CMAP_ENTRY)].forEach(([, hex], offset) => {
      const units = hex.match(/[0-9a-fA-F]{4}/g) ?? [];
      map.set(parseInt(first, 16) + offset, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
    });
  }
  return map;
}

interface PdfFont {
  /** The font's name as the PDF gives it: 'BZZZZZ+DejaVuSans' (a subset), 'Helvetica'. */
  name: string;
  /** The font file is in the PDF (TrueType: FontFile2). */
  embedded: boolean;
  toUnicode?: Map<number, string>;
}

/** The object a dictionary's `key` points at (`/key 9 0 R`, or the first of `/key [9 0 R]`). */
const referenced = (dictionary: string, key: string) => Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dictionary)?.[1]);

function pdfFont(objects: Map<number, PdfObject>, dictionary: string): PdfFont {
  const descendant = objects.get(referenced(dictionary, 'DescendantFonts'))?.dictionary ?? '';
  const descriptor = objects.get(referenced(descendant || dictionary, 'FontDescriptor'))?.dictionary ?? '';
  const cmap = objects.get(referenced(dictionary, 'ToUnicode'))?.stream;
  return {
    name: /\/BaseFont \/([^\s/<>[\]]+)/.exec(dictionary)?.[1] ?? '',
    embedded: /\/FontFile[23]? \d+ 0 R/.test(descriptor),
    toUnicode: cmap === undefined ? undefined : toUnicodeMap(cmap),
  };
}

/** The fonts the pages use, by their resource name ('F1', 'F2', …). */
function pageFonts(objects: Map<number, PdfObject>): Map<string, PdfFont> {
  const fonts = new Map<string, PdfFont>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, id] of dictionary.matchAll(FONT_RESOURCE)) {
      const font = objects.get(Number(id));
      if (font && !fonts.has(name)) fonts.set(name, pdfFont(objects, font.dictionary));
    }
  }
  return fonts;
}

function decoded(hex: string, font: PdfFont | undefined): string {
  const { toUnicode } = font ?? {};
  if (!toUnicode) return Buffer.from(hex, 'hex').toString('latin1');
  return (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((glyph) => toUnicode.get(parseInt(glyph, 16)) ?? '\uFFFD').join('');
}

/** The fonts of the report's pages: name and whether the PDF embeds it. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  return [...pageFonts(pdfObjects(pdf)).values()].map(({ name, embedded }) => ({ name, embedded }));
}

/** The report's lines in the order they were drawn. */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const fonts = pageFonts(objects);
  const lines: string[] = [];
  let font: PdfFont | undefined;
  for (const { stream } of objects.values()) {
    for (const [, fontName, array] of stream?.matchAll(TEXT_OPERATION) ?? []) {
      if (fontName) font = fonts.get(fontName);
      else lines.push(decoded([...array.matchAll(HEX_STRING)].map((piece) => piece[1]).join(''), font));
    }
  }
  return lines;
}
