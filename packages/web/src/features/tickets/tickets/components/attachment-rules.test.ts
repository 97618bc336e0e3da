import { describe, expect, it } from 'vitest';
import { acceptedExtensions, describeRule, type AttachmentRule } from './attachment-rules';

const pdf: AttachmentRule = { fileExt: 'pdf', minSize: 0, maxSize: 5120, namingConvention: '*', isRequired: false };
const invoice: AttachmentRule = { fileExt: '.xml', minSize: 1, maxSize: 0, namingConvention: 'factura-*', isRequired: true };

describe('attachment rules', () => {
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
