// The indicators as an Excel workbook (docs/product/service-quality.md#indicators): 'Exportar' downloads it and the
// weekly mail attaches it. One sheet per part of the screen, each with a bold, frozen header row: the summary, the
// backlog per day, the workload per responsible, the time per entity and the low ratings' comments. The same writer
// as the screens' exports (write-excel-file), its Node build.
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import type { Indicators } from '@tms/contracts';
import { companyTime, table } from '../../../lib/workbook';

export { XLSX_CONTENT_TYPE } from '../../../lib/workbook';

const NAME = 40;
const FIGURE = 16;

function summary({ cards, start, end }: Indicators): [string, Cell][] {
  const { slaCompliance: sla, firstResponseCompliance: response, satisfaction } = cards;
  return [
    ['Periodo', `${start} a ${end}`],
    ['Tickets creados', cards.created],
    ['Tickets cerrados', cards.closed],
    ['Cumplimiento de SLA (%)', sla.percentage],
    ['Cerrados dentro del SLA', `${sla.met} de ${sla.total}`],
    ['Primera respuesta a tiempo (%)', response.percentage],
    ['Primeras respuestas a tiempo', `${response.met} de ${response.total}`],
    ['Primera respuesta, mediana (min)', cards.firstResponseMinutes.median],
    ['Primera respuesta, percentil 90 (min)', cards.firstResponseMinutes.p90],
    ['Resolución, mediana (min)', cards.resolutionMinutes.median],
    ['Resolución, percentil 90 (min)', cards.resolutionMinutes.p90],
    ['Satisfacción promedio (1 a 5)', satisfaction.average],
    ['Respuestas de encuestas', satisfaction.answers],
    ['Encuestas enviadas', satisfaction.surveysSent],
    ...satisfaction.ratings.map((count, i): [string, Cell] => [`Calificación ${i + 1}`, count]),
  ];
}

export function indicatorsWorkbook(figures: Indicators): Promise<Buffer> {
  return writeXlsxFile([
    table<[string, Cell]>(
      'Resumen',
      [
        { header: 'Indicador', width: NAME, value: ([label]) => label },
        { header: 'Valor', width: FIGURE, value: ([, value]) => value },
      ],
      summary(figures),
    ),
    table(
      'Pendientes por día',
      [
        { header: 'Fecha', width: 12, value: (day) => day.day },
        { header: 'Creados', width: FIGURE, value: (day) => day.created },
        { header: 'Cerrados', width: FIGURE, value: (day) => day.closed },
        { header: 'Pendientes al final del día', width: 28, value: (day) => day.backlog },
      ],
      figures.backlog,
    ),
    table(
      'Responsables',
      [
        { header: 'Responsable', width: NAME, value: (row) => row.name },
        { header: 'Abiertos', width: FIGURE, value: (row) => row.open },
        { header: 'Vencidos', width: FIGURE, value: (row) => row.overdue },
        { header: 'Cerrados en el periodo', width: 24, value: (row) => row.closed },
      ],
      figures.workload,
    ),
    table(
      'Tiempo por entidad',
      [
        { header: 'Entidad', width: NAME, value: (row) => row.name },
        { header: 'Tipo', width: FIGURE, value: (row) => row.entityType },
        { header: 'Minutos facturables', width: 20, value: (row) => row.billableMinutes },
        { header: 'Minutos no facturables', width: 22, value: (row) => row.otherMinutes },
      ],
      figures.timeByEntity,
    ),
    table(
      'Comentarios',
      [
        { header: 'Ticket', width: 10, value: (row) => row.ticketId },
        { header: 'Asunto', width: NAME, value: (row) => row.subject },
        { header: 'Calificación', width: 12, value: (row) => row.rating },
        { header: 'Comentario', width: 60, value: (row) => row.comment },
        { header: 'Respondida', width: 20, value: (row) => companyTime.format(new Date(row.answeredDate)).replace(',', '') },
      ],
      figures.lowRatings.comments,
    ),
  ]).toBuffer();
}
