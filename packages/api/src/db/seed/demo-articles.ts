// The demo knowledge base (docs/product/demo-data.md#knowledge-base): a dozen published articles of the demo
// categories, internal and public (for clients, providers or both), each with its version 1 and a few readers' counts,
// so 'Ayuda' answers at first start.
import { and, eq, inArray } from 'drizzle-orm';
import { richTextToPlain } from '../../lib/sanitize-rich-text';
import type { Executor } from '../client';
import * as t from '../schema';
import { COMPANY_ID } from './reference-data';

interface DemoArticle {
  title: string;
  category: string;
  subCategory: string | null;
  /** Empty: an internal article. */
  entityTypeIds: number[];
  paragraphs: string[];
  steps?: string[];
  views: number;
  helpful: number;
  notHelpful: number;
}

const CLIENTS = 2;
const PROVIDERS = 3;

const articles: DemoArticle[] = [
  {
    title: '¿Olvidó su contraseña? Cómo restablecerla',
    category: 'Soporte TI',
    subCategory: null,
    entityTypeIds: [CLIENTS, PROVIDERS],
    paragraphs: [
      'Si no recuerda su contraseña, puede pedir una temporal desde la pantalla de inicio de sesión.',
      'La contraseña temporal llega a su correo y vale una hora; al entrar, el sistema le pedirá una nueva.',
    ],
    steps: [
      'En la pantalla de inicio, elija "¿Olvidó su contraseña?".',
      'Escriba su usuario o su correo electrónico y presione Enviar.',
      'Entre con la contraseña temporal y escriba una nueva de al menos 8 caracteres.',
    ],
    views: 184,
    helpful: 41,
    notHelpful: 3,
  },
  {
    title: 'La impresora no imprime: qué revisar antes de levantar un ticket',
    category: 'Soporte TI',
    subCategory: 'Impresoras',
    entityTypeIds: [CLIENTS, PROVIDERS],
    paragraphs: [
      'La mayoría de las fallas de impresión se resuelven en unos minutos revisando el equipo y la cola de impresión.',
    ],
    steps: [
      'Confirme que la impresora está encendida y sin luces de error.',
      'Revise que tenga papel y que la bandeja esté bien cerrada.',
      'Cancele los documentos atorados en la cola de impresión y vuelva a enviar el trabajo.',
      'Si el equipo muestra un atasco de papel, retire la hoja con cuidado siguiendo las flechas del panel.',
    ],
    views: 236,
    helpful: 57,
    notHelpful: 6,
  },
  {
    title: 'Cómo agregar una impresora de red en Windows',
    category: 'Soporte TI',
    subCategory: 'Impresoras',
    entityTypeIds: [],
    paragraphs: [
      'Las impresoras de cada sucursal están publicadas en el servidor de impresión con el nombre de su piso.',
      'Agregarla toma un par de minutos y no requiere permisos de administrador.',
    ],
    steps: [
      'Abra Configuración → Dispositivos → Impresoras y escáneres.',
      'Elija "Agregar una impresora" y espere a que aparezca la lista.',
      'Seleccione la impresora de su piso (por ejemplo, MTY-PISO2-COLOR) y presione Agregar.',
      'Imprima una página de prueba para confirmar.',
    ],
    views: 97,
    helpful: 22,
    notHelpful: 1,
  },
  {
    title: 'Conectarse a la VPN desde casa',
    category: 'Soporte TI',
    subCategory: 'Accesos',
    entityTypeIds: [],
    paragraphs: [
      'La VPN permite usar los sistemas internos fuera de la oficina. Necesita su usuario de red y el código de su app de autenticación.',
    ],
    steps: [
      'Abra el cliente de VPN instalado en su equipo.',
      'Escriba la dirección vpn.empresa.com.mx y su usuario de red.',
      'Capture la contraseña y el código de seis dígitos de la app.',
      'Espere el mensaje "Conectado" antes de abrir los sistemas internos.',
    ],
    views: 151,
    helpful: 33,
    notHelpful: 4,
  },
  {
    title: 'La VPN se desconecta a cada rato',
    category: 'Soporte TI',
    subCategory: 'Accesos',
    entityTypeIds: [],
    paragraphs: [
      'Las desconexiones frecuentes suelen venir de una red inalámbrica débil o de un cliente de VPN desactualizado.',
      'Conéctese por cable o acérquese al módem, y actualice el cliente desde el portal de software.',
      'Si la conexión se sigue cayendo, levante un ticket indicando la hora de cada desconexión.',
    ],
    views: 88,
    helpful: 14,
    notHelpful: 5,
  },
  {
    title: 'Configurar el correo electrónico en el celular',
    category: 'Soporte TI',
    subCategory: 'Correo electrónico',
    entityTypeIds: [CLIENTS],
    paragraphs: ['Puede consultar su correo desde Android o iPhone con la app de correo de su preferencia.'],
    steps: [
      'Agregue una cuenta nueva de tipo Exchange o Microsoft 365.',
      'Escriba su dirección de correo completa y su contraseña.',
      'Acepte los permisos de seguridad que solicita la cuenta.',
    ],
    views: 73,
    helpful: 18,
    notHelpful: 2,
  },
  {
    title: 'Mi buzón de correo está lleno',
    category: 'Soporte TI',
    subCategory: 'Correo electrónico',
    entityTypeIds: [CLIENTS, PROVIDERS],
    paragraphs: [
      'Cuando el buzón llega a su límite, ya no recibe mensajes nuevos.',
      'Libere espacio vaciando la carpeta de elementos eliminados y borrando los correos con archivos adjuntos grandes.',
      'Ordene la bandeja por tamaño para encontrar primero los mensajes más pesados.',
    ],
    views: 64,
    helpful: 12,
    notHelpful: 1,
  },
  {
    title: 'Descargar sus facturas desde el portal de clientes',
    category: 'Soporte TI',
    subCategory: null,
    entityTypeIds: [CLIENTS],
    paragraphs: [
      'Las facturas de cada mes se publican en el portal de clientes durante los primeros cinco días hábiles.',
      'Desde la sección Facturación puede descargar el PDF y el XML de cada factura.',
      'Si algún dato fiscal es incorrecto, pida una refacturación desde la misma sección.',
    ],
    views: 119,
    helpful: 26,
    notHelpful: 2,
  },
  {
    title: 'Cómo enviar sus facturas como proveedor',
    category: 'Soporte TI',
    subCategory: null,
    entityTypeIds: [PROVIDERS],
    paragraphs: [
      'Los proveedores envían sus facturas en PDF y XML desde el portal de proveedores.',
      'Escriba el número de orden de compra en el campo de referencia de cada factura.',
      'La facturación se revisa en un máximo de diez días hábiles; el estado de cada factura aparece en el mismo portal.',
    ],
    views: 58,
    helpful: 11,
    notHelpful: 1,
  },
  {
    title: 'Reportar una falla del aire acondicionado',
    category: 'Mantenimiento',
    subCategory: 'Aire acondicionado',
    entityTypeIds: [CLIENTS],
    paragraphs: [
      'Antes de reportar, confirme que el termostato está encendido y en modo frío.',
      'En el ticket indique la sucursal, el piso y el área, y si el equipo gotea o hace ruido.',
    ],
    views: 42,
    helpful: 7,
    notHelpful: 0,
  },
  {
    title: 'Aclaraciones de nómina: qué datos incluir',
    category: 'Recursos Humanos',
    subCategory: 'Nómina',
    entityTypeIds: [],
    paragraphs: [
      'Para aclarar un pago, indique el periodo de nómina, el concepto que no coincide y el importe que esperaba recibir.',
      'Adjunte su recibo en PDF. Las aclaraciones recibidas antes del día 10 se pagan en la siguiente quincena.',
    ],
    views: 95,
    helpful: 20,
    notHelpful: 3,
  },
  {
    title: 'Política de contraseñas seguras',
    category: 'Soporte TI',
    subCategory: 'Accesos',
    entityTypeIds: [],
    paragraphs: [
      'Las contraseñas deben tener al menos 8 caracteres y combinar letras, números y símbolos. No las comparta ni las escriba en papel.',
      'Cámbiela de inmediato si sospecha que alguien más la conoce, y nunca use la misma contraseña del correo en otros sitios.',
    ],
    views: 77,
    helpful: 15,
    notHelpful: 2,
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const bodyOf = (article: DemoArticle) =>
  article.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
  (article.steps ? `<ol>${article.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '');

/** Inserts the demo articles, written by the demo supervisor (a holder of permission 32), in the demo categories. */
export async function seedDemoArticles(db: Executor): Promise<void> {
  const [author] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'supervisor'));
  if (!author) throw new Error('The demo supervisor is missing');
  const authorId = author.id;
  const categoryCodes = [...new Set(articles.map((a) => a.category))];
  const categoryRows = await db
    .select({ id: t.categories.id, code: t.categories.code })
    .from(t.categories)
    .where(and(eq(t.categories.companyId, COMPANY_ID), inArray(t.categories.code, categoryCodes)));
  const subCategoryRows = await db
    .select({ id: t.subCategories.id, code: t.subCategories.code, categoryId: t.subCategories.categoryId })
    .from(t.subCategories)
    .where(eq(t.subCategories.companyId, COMPANY_ID));
  const categoryId = (code: string) => categoryRows.find((row) => row.code === code)?.id;
  for (const article of articles) {
    const category = categoryId(article.category);
    if (category === undefined) throw new Error(`The demo category ${article.category} is missing`);
    const subCategory = article.subCategory
      ? (subCategoryRows.find((row) => row.code === article.subCategory && row.categoryId === category)?.id ?? null)
      : null;
    const body = bodyOf(article);
    const fields = {
      title: article.title,
      body,
      categoryId: category,
      subCategoryId: subCategory,
      audience: article.entityTypeIds.length ? 'public' : 'internal',
      entityTypeIds: article.entityTypeIds,
      status: 'published',
    };
    const [{ id }] = await db
      .insert(t.kbArticles)
      .values({
        ...fields,
        bodyText: richTextToPlain(body),
        companyId: COMPANY_ID,
        version: 1,
        createdBy: authorId,
        modifiedBy: authorId,
      })
      .returning({ id: t.kbArticles.id });
    await db.insert(t.kbArticleVersions).values({ ...fields, articleId: id, version: 1, createdBy: authorId });
    await db
      .insert(t.kbArticleStats)
      .values({ articleId: id, views: article.views, helpful: article.helpful, notHelpful: article.notHelpful });
  }
}
