// Direct ticket API calls for the journeys' preparation and for checking what the screens saved.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Ticket } from '@tms/contracts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo data's sub-categories of Soporte TI (category 1): Impresoras has a required task, Correo has none. */
export const IMPRESORAS = 1;
export const CORREO = 2;

/** Creates a ticket in Soporte TI / Impresoras (category 1, sub-category 1 of the demo data), or another of its sub-categories. */
export async function createTicketByApi(
  request: APIRequestContext,
  token: string,
  subject: string,
  subCategoryId = IMPRESORAS,
): Promise<Ticket> {
  const response = await request.post('/api/workitems', {
    headers: auth(token),
    data: { subject, detail: `<p>${subject}</p>`, categoryId: 1, subCategoryId, severityId: 1 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data;
}

/** Posts a reply on the ticket ('Enviar mensaje'). */
export async function postMessageByApi(request: APIRequestContext, token: string, id: number, message: string) {
  const response = await request.post(`/api/workitems/${id}/discussions`, { headers: auth(token), data: { message } });
  expect(response.status()).toBe(201);
}

export async function getTicketByApi(request: APIRequestContext, token: string, id: number): Promise<Ticket> {
  const response = await request.get(`/api/workitems/${id}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

export async function getReportByApi(request: APIRequestContext, token: string, id: number): Promise<Buffer> {
  const response = await request.get(`/api/documents/GetWorkItemReport/${id}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}
