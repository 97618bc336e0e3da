import { describe, expect, it } from 'vitest';
import { acceptedExtensions, describeRule, matchesRule, type AttachmentRule } from './attachment-rules';

const pdf: AttachmentRule = { fileExt: 'pdf', minSize: 0, maxSize: 5120, namingConvention: '*', isRequired: false };
const invoice: AttachmentRule = { fileExt: '.xml', minSize: 1, maxSize: 0, namingConvention: 'factura-*', isRequired: true };

describe('attachment rules', () => {
  it('match by extension, size in KB and a wildcard name', () => {
    expect(matchesRule({ name: 'informe.PDF', size: 2048 }, pdf)).toBe(true);
    expect(matchesRule({ name: 'reporte.txt', size: 10 }, pdf)).toBe(false);
    expect(matchesRule({ name: 'grande.pdf', size: 5121 * 1024 }, pdf)).toBe(false);
    expect(matchesRule({ name: 'factura-0042.xml', size: 4096 }, invoice)).toBe(true);
    expect(matchesRule({ name: 'recibo-0042.xml', size: 4096 }, invoice)).toBe(false);
    expect(matchesRule({ name: 'factura-vacia.xml', size: 100 }, invoice)).toBe(false);
  });

  it('are described in Spanish', () => {
    expect(describeRule(pdf)).toBe('Archivo .pdf, hasta 5 MB, cualquier nombre');
    expect(describeRule(invoice)).toBe(
      'Archivo .xml, desde 1 KB, nombre con el patrón «factura-*» (* es cualquier texto) (obligatorio)',
    );
  });

  it('limit the file picker to their extensions', () => {
    expect(acceptedExtensions([pdf, invoice])).toBe('.pdf,.xml');
    expect(acceptedExtensions([])).toBeUndefined();
    expect(acceptedExtensions([{ ...pdf, fileExt: '*' }])).toBeUndefined();
  });
});
