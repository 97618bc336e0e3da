// Rating a finalised ticket from the survey's mail (docs/product/service-quality.md#satisfaction-surveys): the client
// opens the link without signing in, sees the ticket's number and subject, picks a face, explains a low rating and
// sends; the link then says it was answered, and the agent reads 'Calificación' on the ticket.
import { TicketStatus } from '@tms/contracts';
import { apiToken } from './support/api';
import { demoUsers } from './support/demo-users';
import { mailTo } from './support/mails';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a client rates a finalised ticket from the survey mail, and the agent reads the rating', async ({
  page,
  request,
  browser,
}) => {
  const [clienteToken, agenteToken] = [await apiToken(request, demoUsers.cliente), await apiToken(request, demoUsers.agente)];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const subject = `Sin acceso a la VPN ${Date.now()}`;
  // Correo electrónico (sub-category 2) routes the client's ticket to agente; agente works it and finalises it.
  const created = await request.post('/api/workitems', {
    headers: as(clienteToken),
    data: { subject, detail: '<p>No conecta desde casa.</p>', categoryId: 1, subCategoryId: 2, severityId: 1 },
  });
  let ticket = (await created.json()).data;
  for (const statusId of [TicketStatus.InProgress, TicketStatus.Finished]) {
    const body = {
      subject: ticket.subject,
      detail: ticket.detail,
      categoryId: ticket.categoryId,
      subCategoryId: ticket.subCategoryId,
      severityId: ticket.severityId,
      statusId,
      companyLocationId: ticket.companyLocationId,
      assignedTo: ticket.assignedTo,
      parentId: null,
      childs: [],
      subscribers: [],
      attachments: [],
      modifiedDate: ticket.modifiedDate,
    };
    const saved = await request.put(`/api/workitems/${ticket.id}`, { headers: as(agenteToken), data: body });
    expect(saved.status()).toBe(200);
    ticket = (await saved.json()).data;
  }

  const mail = await mailTo('cliente@example.com', `Ticket #${ticket.id}: ¿cómo lo atendimos?`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/satisfaction\/\S+/.exec(mail.text)![0];

  // The link needs no session: a browser that never signed in.
  const stranger = await browser.newContext();
  const survey = await stranger.newPage();
  await survey.goto(link);
  await expect(survey.getByText(`Ticket #${ticket.id}: ${subject}`)).toBeVisible();
  await survey.getByRole('radio', { name: '2: Insatisfecho' }).check();
  await survey.getByRole('button', { name: 'Enviar' }).click();
  await expect(survey.getByText(/el comentario es obligatorio para las calificaciones 1 y 2/)).toBeVisible();
  await survey.getByRole('textbox', { name: 'Comentario' }).fill('Tardaron en contestar.');
  await survey.getByRole('button', { name: 'Enviar' }).click();
  await expect(survey.getByText('¡Gracias por su respuesta!')).toBeVisible();
  await survey.reload();
  await expect(survey.getByText('Esta encuesta ya fue respondida. ¡Gracias!')).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await stranger.close();

  await signIn(page, demoUsers.agente);
  await page.goto(`/ticket/${ticket.id}`);
  const summary = page.getByRole('complementary', { name: 'Resumen del ticket' });
  await expect(summary.getByText('2 de 5 · Insatisfecho')).toBeVisible();
  await expect(summary.getByText('“Tardaron en contestar.”')).toBeVisible();
});
