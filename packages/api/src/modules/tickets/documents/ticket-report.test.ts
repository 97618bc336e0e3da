import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noTicketAbilities } from '@tms/contracts';
import { ticketQrPng } from '../../../lib/qr';
import { pdfFonts, pdfTextLines } from './pdf-text';
import { cutText, reportNotices, type ReportContent } from './report-content';
import { reportFontNames } from './report-fonts';
import { actionText, expiryText, formatReportDate, renderTicketReport } from './ticket-report';

describe('formatReportDate', () => {
  it('writes DD/MM/YYYY hh:mm A (12-hour clock) in Mexico City time', () => {
    expect(formatReportDate('2026-11-19T00:50:00.000Z')).toBe('18/11/2026 06:50 PM');
    expect(formatReportDate('2026-03-05T20:07:00.000Z')).toBe('05/03/2026 02:07 PM');
    expect(formatReportDate('2026-12-31T15:30:00.000Z')).toBe('31/12/2026 09:30 AM');
    expect(formatReportDate('2026-06-01T06:05:00.000Z')).toBe('01/06/2026 12:05 AM');
    expect(formatReportDate('2026-06-01T18:05:00.000Z')).toBe('01/06/2026 12:05 PM');
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
    expect(expiryText('2026-11-23T23:00:00.000Z', true)).toBe('23/11/2026 05:00 PM (hábil)');
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

const reportOf = async (): Promise<ReportContent> => ({
  ticket: {
    id: 7,
    subject: 'Impresora sin tóner en recepción',
    detail: '<p>La impresora «HP» no imprime. ¿Quién revisa? Año: 2026</p>',
    categoryId: 1,
    categoryName: 'Soporte TI',
    subCategoryId: 1,
    subCategoryName: 'Impresoras',
    companyLocationId: 1,
    companyLocationName: 'Matriz',
    assignedTo: 2,
    assignedToName: 'Ana Agente',
    createdBy: 4,
    createdByName: 'Carla Cliente',
    severityId: 1,
    severity: 'Alta',
    statusId: 1,
    status: 'Inicial',
    parentId: null,
    parent: null,
    childs: [],
    subscribers: [],
    attachments: [],
    tasks: [],
    createdDate: '2026-11-19T00:50:00.000Z',
    modifiedDate: '2026-11-19T00:50:00.000Z',
    expireDate: '2026-11-19T23:00:00.000Z',
    slaInWorkingTime: true,
    closedDate: null,
    firstResponseDate: null,
    firstResponseMinutes: null,
    firstResponseDueDate: null,
    resolutionMinutes: null,
    timeSpentMinutes: 0,
    satisfaction: null,
    deparmentName: null,
    groupName: null,
    isCreatedFromTask: false,
    isFollowing: false,
    abilities: noTicketAbilities,
  },
  messages: [],
  omittedMessages: 0,
  history: [],
  omittedHistory: 0,
  qrPng: await ticketQrPng('http://localhost', 7),
});

/** What a poppler tool (poppler-utils) prints about `pdf`; the text tools are given '-' to print to. */
function poppler(tool: 'pdffonts' | 'pdftotext', pdf: Buffer, options: string[] = []): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-report-')), 'report.pdf');
  fs.writeFileSync(file, pdf);
  const run = spawnSync(tool, [...options, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** poppler-utils is on this machine (scripts/ensure-system-packages.mjs installs it for the browser journeys). */
const hasPoppler = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((folder) => folder && fs.existsSync(path.join(folder, 'pdftotext')));

/** The words poppler reads in `pdf` with their boxes (`pdftotext -bbox`), in reading order. */
function popplerWords(pdf: Buffer) {
  const html = poppler('pdftotext', pdf, ['-bbox']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(
    ([, xMin, yMin, xMax, text]) => ({ text, xMin: Number(xMin), xMax: Number(xMax), yMin: Number(yMin) }),
  );
}

describe('the report’s fonts', () => {
  it('embeds every font it writes with (TrueType DejaVu Sans), so a viewer lays the text out as pdfkit did', async () => {
    const pdf = await renderTicketReport(await reportOf());
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(
      [reportFontNames.regular, reportFontNames.bold].sort(),
    );
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
    const lines = pdfTextLines(pdf);
    expect(lines.slice(lines.indexOf('Estatus: '), lines.indexOf('Estatus: ') + 2)).toEqual(['Estatus: ', 'Inicial']);
    expect(lines).toContain('19/11/2026 05:00 PM (hábil)');
    expect(lines).toContain('La impresora «HP» no imprime. ¿Quién revisa? Año: 2026');
  });

  it.runIf(hasPoppler)('keeps each label apart from its value as poppler reads the PDF', async () => {
    const pdf = await renderTicketReport(await reportOf());
    const fontRows = poppler('pdffonts', pdf).trim().split('\n').slice(2);
    expect(fontRows).toHaveLength(2);
    for (const row of fontRows) expect(row).toMatch(/\+DejaVuSans(-Bold)? +CID TrueType +Identity-H +yes yes yes/);
    expect(poppler('pdftotext', pdf)).toContain('Estatus: Inicial\nSeveridad: Alta\n');
    const words = popplerWords(pdf);
    const labelsAndValues = words
      .map((word, index) => [word, words[index + 1]] as const)
      .filter(([label, value]) => label.text.endsWith(':') && value?.yMin === label.yMin);
    expect(labelsAndValues.map(([label]) => label.text)).toEqual(expect.arrayContaining(['Estatus:', 'modificación:', 'padre:']));
    expect(labelsAndValues.find(([label]) => label.text === 'Estatus:')?.[1].text).toBe('Inicial');
    for (const [label, value] of labelsAndValues) expect(value.xMin - label.xMax, label.text).toBeGreaterThan(1);
  });
});
