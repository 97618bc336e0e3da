// The report's fonts, embedded (as subsets) in every PDF: DejaVu Sans from the dejavu-fonts-ttf package, TrueType with
// every Spanish letter and sign. A viewer draws the text with the very glyphs and widths pdfkit laid it out with, so a
// label never runs into its value ('Estatus:nicial' in a viewer that swapped in its own Helvetica). The files are found
// in node_modules at run time, the same from the TypeScript sources and from the bundle (build.mjs leaves npm packages
// external), and read once per report worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The report's three styles, registered on each PDF under these names. */
const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
} as const;

export type ReportFont = keyof typeof fontFiles;

/** Each style's font name ('DejaVuSans-Bold'), as a PDF names its embedded subset after a tag ('BZZZZZ+…'). */
export const reportFontNames = Object.fromEntries(
  Object.entries(fontFiles).map(([font, file]) => [font, path.basename(file, '.ttf')]),
) as Record<ReportFont, string>;

let fontData: [string, Buffer][] | undefined;

/** Registers the report's fonts on `doc` under their style names ('regular', 'bold', 'italic') and starts regular. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  fontData ??= Object.entries(fontFiles).map(([font, file]) => [font, readFileSync(file)]);
  for (const [font, data] of fontData) doc.registerFont(font, data);
  doc.font('regular' satisfies ReportFont);
}
