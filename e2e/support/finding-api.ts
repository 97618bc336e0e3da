// Preparation of the finding-work and notification journeys through the API: demo users, tickets in known
// categories, status changes, follows and reading notifications.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AppNotification, Ticket } from '@tms/contracts';
import type { Credentials } from './demo-users';

/** Demo users beyond support/demo-users (docs/product/demo-data.md#demo-users). */
export const findingUsers = {
  agente: { userName: 'agente', password: 'Agente123!', displayName: 'Ana Agente' },
  supervisor: { userName: 'supervisor', password: 'Supervisor123!', displayName: 'Sergio Supervisor' },
  proveedor: { userName: 'proveedor', password: 'Proveedor123!', displayName: 'Pedro Proveedor' },
} as const satisfies Record<string, Credentials & { displayName: string }>;

/** Demo sub-categories without required tasks, so their tickets can be closed: each with its category and owner. */
export const demoSubCategories = {
  /** Soporte TI / Correo electrónico, owned by agente. */
  correo: { categoryId: 1, subCategoryId: 2, category: 'Soporte TI', subCategory: 'Correo electrónico' },
  /** Mantenimiento / Aire acondicionado, owned by supervisor. */
  aire: { categoryId: 2, subCategoryId: 4, category: 'Mantenimiento', subCategory: 'Aire acondicionado' },
} as const;

export type DemoSubCategory = (typeof demoSubCategories)[keyof typeof demoSubCategories];

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createTicket(
  request: APIRequestContext,
  token: string,
  subject: string,
  where: DemoSubCategory = demoSubCategories.correo,
): Promise<Ticket> {
  const response = await request.post('/api/workitems', {
    headers: auth(token),
    data: {
      subject,
      detail: `<p>${subject}</p>`,
      categoryId: where.categoryId,
      subCategoryId: where.subCategoryId,
      severityId: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** Saves the ticket as it is with another status (the token must be the assignee's). */
export async function setTicketStatus(
  request: APIRequestContext,
  token: string,
  id: number,
  statusId: 1 | 2 | 3,
): Promise<Ticket> {
  const current: Ticket = (await (await request.get(`/api/workitems/${id}`, { headers: auth(token) })).json()).data;
  const response = await request.put(`/api/workitems/${id}`, {
    headers: auth(token),
    data: {
      subject: current.subject,
      detail: current.detail,
      categoryId: current.categoryId,
      subCategoryId: current.subCategoryId,
      severityId: current.severityId,
      statusId,
      companyLocationId: current.companyLocationId,
      assignedTo: current.assignedTo,
      parentId: current.parentId,
      childs: current.childs.map((child) => child.id),
      subscribers: current.subscribers.map((subscriber) => subscriber.userId),
      attachments: current.attachments.map((attachment) => attachment.id),
      modifiedDate: current.modifiedDate,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

export async function followTicket(request: APIRequestContext, token: string, id: number) {
  const response = await request.post(`/api/workitems/${id}/follow`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
}

/** Leaves the user with no unread notification, so a journey sees only what it causes. */
export async function readAllNotifications(request: APIRequestContext, token: string) {
  const unread: AppNotification[] = (await (await request.get('/api/notifications', { headers: auth(token) })).json()).data;
  for (const notification of unread) {
    const response = await request.put(`/api/notifications/${notification.notificationId}`, { headers: auth(token) });
    expect(response.status()).toBe(200);
  }
}
