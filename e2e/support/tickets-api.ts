// Direct ticket API calls for the journeys' preparation and for checking what the screens saved.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Ticket } from '@tms/contracts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a ticket in Soporte TI / Impresoras (category 1, sub-category 1 of the demo data). */
export async function createTicketByApi(request: APIRequestContext, token: string, subject: string): Promise<Ticket> {
  const response = await request.post('/api/workitems', {
    headers: auth(token),
    data: { subject, detail: `<p>${subject}</p>`, categoryId: 1, subCategoryId: 1, severityId: 1 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data;
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
