import { describe, expect, it } from 'vitest';
import { matchesAttachmentRule, type AttachmentRuleTerms } from './attachment-rule-match';

const pdfUpTo5Mb: AttachmentRuleTerms = { fileExt: '.PDF', minSize: 0, maxSize: 5120, namingConvention: '*', isRequired: false };

describe('matchesAttachmentRule', () => {
  it('compares the extension without dot or case', () => {
    expect(matchesAttachmentRule({ name: 'reporte.pdf', size: 1024 }, pdfUpTo5Mb)).toBe(true);
    expect(matchesAttachmentRule({ name: 'reporte.txt', size: 1024 }, pdfUpTo5Mb)).toBe(false);
    expect(matchesAttachmentRule({ name: 'sin-extension', size: 1024 }, { ...pdfUpTo5Mb, fileExt: '*' })).toBe(true);
  });

  it('keeps the size between the minimum and the maximum in KB, 0 meaning no maximum', () => {
    expect(matchesAttachmentRule({ name: 'a.pdf', size: 5120 * 1024 }, pdfUpTo5Mb)).toBe(true);
    expect(matchesAttachmentRule({ name: 'a.pdf', size: 5120 * 1024 + 1 }, pdfUpTo5Mb)).toBe(false);
    expect(matchesAttachmentRule({ name: 'a.pdf', size: 10 ** 9 }, { ...pdfUpTo5Mb, maxSize: 0 })).toBe(true);
    expect(matchesAttachmentRule({ name: 'a.pdf', size: 1023 }, { ...pdfUpTo5Mb, minSize: 1 })).toBe(false);
  });

  it('reads the naming convention as a wildcard over the name without extension, other characters literally', () => {
    const invoices = { ...pdfUpTo5Mb, namingConvention: 'factura-*' };
    expect(matchesAttachmentRule({ name: 'Factura-001.pdf', size: 10 }, invoices)).toBe(true);
    expect(matchesAttachmentRule({ name: 'recibo-001.pdf', size: 10 }, invoices)).toBe(false);
    expect(matchesAttachmentRule({ name: 'a.b.pdf', size: 10 }, { ...pdfUpTo5Mb, namingConvention: 'a.b' })).toBe(true);
    expect(matchesAttachmentRule({ name: 'axb.pdf', size: 10 }, { ...pdfUpTo5Mb, namingConvention: 'a.b' })).toBe(false);
  });
});
