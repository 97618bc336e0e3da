// The knowledge base of `npm run db:generate` (docs/performance.md#knowledge-base): `count` articles written by the
// first administrator, of every category, titled and worded from the help desk's common topics — about 60% internal,
// the rest public for clients, providers or both; 85% published, 10% drafts, 5% archived — each with its version 1
// and a few readers' counts. The vocabulary of typo corrections fills itself (the kb_articles trigger of migration 0042).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

const topics = [
  'impresora',
  'contraseña',
  'VPN',
  'correo electrónico',
  'factura',
  'monitor',
  'teléfono',
  'red inalámbrica',
  'proyector',
  'aire acondicionado',
  'nómina',
  'carpeta compartida',
  'antivirus',
  'escáner',
  'portal de clientes',
  'sistema de inventario',
  'laptop',
  'cámara web',
  'teclado',
  'servidor de archivos',
];
const actions = [
  'Cómo configurar',
  'Qué hacer si falla',
  'Solución cuando no responde',
  'Guía para instalar',
  'Cómo restablecer',
  'Preguntas frecuentes sobre',
  'Pasos para revisar',
  'Cómo solicitar',
  'Errores comunes de',
  'Mantenimiento preventivo de',
];
const places = [
  'en la oficina',
  'desde casa',
  'en la sucursal Monterrey',
  'en la sucursal Guadalajara',
  'para el área de ventas',
  'para el almacén',
  'en el celular',
  'en Windows',
  'en la sala de juntas',
  'para nuevos empleados',
];
const sentences = [
  'Antes de levantar un ticket, reinicie el equipo y confirme que el cable de red esté conectado.',
  'Si el problema continúa, anote el mensaje de error exacto y la hora en que apareció.',
  'La mayoría de las fallas se resuelven actualizando el controlador desde el portal de software.',
  'Verifique que su usuario no esté bloqueado por varios intentos fallidos de inicio de sesión.',
  'El área de soporte atiende de lunes a viernes de 9:00 a 18:00 horas.',
  'Guarde su trabajo antes de aplicar las actualizaciones pendientes del sistema.',
  'Cuando el equipo muestre una luz roja, apáguelo y desconéctelo durante un minuto.',
  'Las solicitudes de equipo nuevo requieren la autorización de su jefe inmediato.',
  'Puede consultar el estado de su solicitud en la sección de tickets creados.',
  'Si trabaja fuera de la oficina, conéctese primero a la VPN para usar los sistemas internos.',
  'Las contraseñas vencen cada noventa días y deben tener al menos ocho caracteres.',
  'Revise la bandeja de papel y la cola de impresión antes de reportar la falla.',
];

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

export async function generateArticles(db: Executor, count: number): Promise<void> {
  if (count === 0) return;
  await db.execute(sql`
    WITH pools AS (SELECT ${textArray(topics)} AS topics, ${textArray(actions)} AS actions, ${textArray(places)} AS places,
                          ${textArray(sentences)} AS sentences),
         author AS (SELECT id FROM users WHERE role_id = 1 ORDER BY id LIMIT 1),
         shapes AS (
           SELECT g, p.actions[1 + g % 10] || ' ' || p.topics[1 + (g / 10) % 20] || ' ' || p.places[1 + (g / 200) % 10] AS title,
                  'La ' || p.topics[1 + (g / 10) % 20] || ' es una de las consultas más frecuentes. '
                    || p.sentences[1 + g % 12] || ' ' || p.sentences[1 + (g / 12) % 12] AS first,
                  p.sentences[1 + (g / 144) % 12] || ' ' || p.sentences[1 + (g * 7) % 12] AS second
             FROM generate_series(1, ${count}) g, pools p)
    INSERT INTO kb_articles (company_id, title, body, body_text, category_id, audience, entity_type_ids, status, version,
                             created_by, modified_by, created_date, modified_date)
    SELECT 1, s.title, '<p>' || s.first || '</p><p>' || s.second || '</p>', s.first || E'\\n' || s.second,
           (SELECT id FROM categories ORDER BY id LIMIT 1 OFFSET s.g % (SELECT count(*) FROM categories)),
           CASE WHEN s.g % 5 < 3 THEN 'internal' ELSE 'public' END,
           CASE WHEN s.g % 5 < 3 THEN '{}'::integer[] WHEN s.g % 3 = 0 THEN '{2}' WHEN s.g % 3 = 1 THEN '{3}' ELSE '{2,3}' END,
           CASE WHEN s.g % 20 < 17 THEN 'published' WHEN s.g % 20 < 19 THEN 'draft' ELSE 'archived' END,
           1, author.id, author.id, now() - (s.g % 365) * interval '1 day', now() - (s.g % 90) * interval '1 day'
      FROM shapes s, author`);
  await db.execute(sql`
    INSERT INTO kb_article_versions (article_id, version, title, body, category_id, sub_category_id, audience, entity_type_ids,
                                     status, created_by, created_date)
    SELECT a.id, 1, a.title, a.body, a.category_id, a.sub_category_id, a.audience, a.entity_type_ids, a.status, a.created_by,
           a.created_date
      FROM kb_articles a WHERE NOT EXISTS (SELECT 1 FROM kb_article_versions v WHERE v.article_id = a.id)`);
  await db.execute(sql`
    INSERT INTO kb_article_stats (article_id, views, helpful, not_helpful, deflections)
    SELECT id, id % 500, id % 41, id % 7, id % 13 FROM kb_articles WHERE status = 'published'
    ON CONFLICT DO NOTHING`);
}
