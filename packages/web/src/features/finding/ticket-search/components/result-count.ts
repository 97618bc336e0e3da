// The Buscador's count line: exact up to the server's cap, 'Más de 1,000 tickets encontrados' past it (decision 0010).
import type { TicketSearchPage } from '@tms/contracts';

const count = new Intl.NumberFormat('es-MX');

export function resultCountLabel(page: Pick<TicketSearchPage, 'total' | 'totalCapped'>): string {
  if (page.totalCapped) return `Más de ${count.format(page.total)} tickets encontrados`;
  return `${count.format(page.total)} ${page.total === 1 ? 'ticket encontrado' : 'tickets encontrados'}`;
}
