// Imprimir: fetches the PDF report with the user's token and shows it in a new window (ticketreport-{id}.pdf).
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useTicketReport } from '../api/get-ticket-report';
import { openPdf } from './open-pdf';

export function usePrintTicket() {
  const report = useTicketReport();

  const print = (ticketId: number) => {
    const target = window.open('', '_blank');
    if (target) target.document.title = 'Generando reporte…';
    report.mutate(ticketId, {
      onSuccess: (pdf) => openPdf(target, pdf, `ticketreport-${ticketId}.pdf`),
      onError: (error) => {
        target?.close();
        notify.error(errorMessage(error));
      },
    });
  };

  return { print, printing: report.isPending };
}
