import { describe, expect, it } from 'vitest';
import { cutText, reportNotices } from './report-content';
import { actionText, expiryText, formatReportDate } from './ticket-report';

describe('formatReportDate', () => {
  it('writes DD/MM/YYYY HH:mm A in Mexico City time', () => {
    expect(formatReportDate('2026-03-05T20:07:00.000Z')).toBe('05/03/2026 14:07 PM');
    expect(formatReportDate('2026-12-31T15:30:00.000Z')).toBe('31/12/2026 09:30 AM');
    expect(formatReportDate(null)).toBe('—');
  });
});

describe('actionText', () => {
  it('names history actions with the screen’s wording', () => {
    expect(actionText('add')).toBe('Creó el ticket');
    expect(actionText('update')).toBe('Modificó el ticket');
  });
});

describe('expiryText', () => {
  it("marks a deadline counted in working time with 'hábil'", () => {
    expect(expiryText('2026-11-23T18:55:00.000Z', true)).toBe('23/11/2026 12:55 PM (hábil)');
    expect(expiryText('2026-11-23T18:55:00.000Z', false)).toBe('23/11/2026 12:55 PM');
    expect(expiryText(null, true)).toBe('—');
  });
});

describe('the report’s bounds', () => {
  it('cuts a text past its limit and says so', () => {
    expect(cutText('abc', 3)).toEqual({ text: 'abc', isCut: false });
    expect(cutText('ab cd', 3)).toEqual({ text: 'ab', isCut: true });
  });

  it('tells in Spanish how many messages and history entries it left out', () => {
    expect(reportNotices.omittedMessages(1, 50)).toBe('Se omitió 1 mensaje; el reporte muestra los primeros 50.');
    expect(reportNotices.omittedMessages(49, 50)).toBe('Se omitieron 49 mensajes; el reporte muestra los primeros 50.');
    expect(reportNotices.omittedHistory(3, 200)).toBe(
      'Se omitieron 3 movimientos del historial; el reporte muestra los primeros 200.',
    );
  });
});
