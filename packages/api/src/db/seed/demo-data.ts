// Demo data (docs/product/demo-data.md#what-the-first-start-seeds): one company's branches, people, departments,
// catalogues and SLA levels, written once into an empty database (SEED_DEMO not false). Passwords are the README's.
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, EntityType, mexicanRestDays } from '@tms/contracts';
import { hashPassword } from '../../lib/passwords';
import type { Executor } from '../client';
import * as t from '../schema';
import { seedDemoTickets, type DemoPerson, type DemoTicketRules } from './demo-tickets';
import { COMPANY_ID } from './reference-data';

export const demoUsers = [
  {
    userName: 'admin',
    password: 'Admin123!',
    displayName: 'Administrador General',
    email: 'admin@example.com',
    roleId: 1,
    entityTypeId: 1,
  },
  {
    userName: 'agente',
    password: 'Agente123!',
    displayName: 'Ana Agente',
    email: 'agente@example.com',
    roleId: 2,
    entityTypeId: 1,
  },
  {
    userName: 'supervisor',
    password: 'Supervisor123!',
    displayName: 'Sergio Supervisor',
    email: 'supervisor@example.com',
    roleId: 3,
    entityTypeId: 1,
  },
  {
    userName: 'cliente',
    password: 'Cliente123!',
    displayName: 'Carla Cliente',
    email: 'cliente@example.com',
    roleId: 1008,
    entityTypeId: 2,
  },
  {
    userName: 'proveedor',
    password: 'Proveedor123!',
    displayName: 'Pedro Proveedor',
    email: 'proveedor@example.com',
    roleId: 1010,
    entityTypeId: 3,
  },
] as const;

type DemoUserName = (typeof demoUsers)[number]['userName'];

async function cityId(db: Executor, stateCode: string, cityCode: string) {
  const [row] = await db
    .select({ stateId: t.states.id, cityId: t.cities.id })
    .from(t.cities)
    .innerJoin(t.states, eq(t.states.id, t.cities.stateId))
    .where(and(eq(t.states.code, stateCode), eq(t.cities.code, cityCode)));
  return row;
}

const branchDefinitions = [
  {
    code: 'Matriz CDMX',
    detail: 'Oficinas centrales',
    state: '09',
    city: '015',
    address1: 'Av. Paseo de la Reforma 222',
    zipCode: '06600',
    taxId: 'EMP010101AB1',
    phone: '5555123456',
    lat: '19.428470',
    lng: '-99.162470',
  },
  {
    code: 'Sucursal Guadalajara',
    detail: 'Oficina regional occidente',
    state: '14',
    city: '039',
    address1: 'Av. Vallarta 1525',
    zipCode: '44140',
    taxId: 'EMP010101AB1',
    phone: '3333123456',
    lat: '20.674220',
    lng: '-103.366070',
  },
  {
    code: 'Sucursal Monterrey',
    detail: 'Oficina regional norte',
    state: '19',
    city: '039',
    address1: 'Av. Constitución 400',
    zipCode: '64000',
    taxId: 'EMP010101AB1',
    phone: '8181123456',
    lat: '25.669160',
    lng: '-100.309870',
  },
];

/**
 * The company's default calendar (docs/product/demo-data.md#what-the-first-start-seeds): lunes–viernes 09:00–18:00,
 * sábado 09:00–13:00.
 */
function demoCalendar(now = new Date()) {
  const year = now.getFullYear();
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  return {
    companyId: COMPANY_ID,
    code: 'Horario general',
    timezone: DEFAULT_TIME_ZONE,
    weeklyHours: [...weekdays, { weekday: 6, start: '09:00', end: '13:00' }],
    // Last year's too: the demo tickets of the past twelve months count their deadlines in it.
    holidays: [...mexicanRestDays(year - 1), ...mexicanRestDays(year), ...mexicanRestDays(year + 1)],
    isDefault: true,
    isActive: true,
  };
}

/** The demo catalogue and people; given the tickets' rules, also a past year of tickets (demo-tickets.ts). */
export async function seedDemoData(db: Executor, ticketRules?: DemoTicketRules): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if (count > 0) return false;

  const base = { isActive: true, companyId: COMPANY_ID };
  // Every branch counts its tickets' deadlines in the default calendar (none points at a calendar of its own).
  await db.insert(t.calendars).values(demoCalendar());
  const [client, provider] = await db
    .insert(t.externalEntities)
    .values([
      { entityTypeId: 2, code: 'Cliente Demo S.A. de C.V.', isActive: true },
      { entityTypeId: 3, code: 'Proveedor Demo S.A. de C.V.', isActive: true },
    ])
    .returning();

  const branches: (typeof t.companyLocations.$inferSelect)[] = [];
  for (const b of branchDefinitions) {
    const place = await cityId(db, b.state, b.city);
    const [address] = await db
      .insert(t.addresses)
      .values({
        address1: b.address1,
        zipCode: b.zipCode,
        businessName: 'Mi Empresa S.A. de C.V.',
        taxId: b.taxId,
        phoneNumber: b.phone,
        latitude: b.lat,
        longitude: b.lng,
        stateId: place.stateId,
        cityId: place.cityId,
        email: 'sucursales@example.com',
        isActive: true,
      })
      .returning();
    const [branch] = await db
      .insert(t.companyLocations)
      .values({ ...base, code: b.code, detail: b.detail, addressId: address.id })
      .returning();
    branches.push(branch);
  }
  const [matriz, guadalajara, monterrey] = branches;
  const branchOf = (userName: DemoUserName) => (userName === 'cliente' ? guadalajara.id : matriz.id);

  const ids = {} as Record<DemoUserName, number>;
  const people = {} as Record<DemoUserName, DemoPerson>;
  for (const u of demoUsers) {
    const externalEntityId = u.entityTypeId === 2 ? client.id : u.entityTypeId === 3 ? provider.id : null;
    const [row] = await db
      .insert(t.users)
      .values({
        userName: u.userName,
        displayName: u.displayName,
        email: u.email,
        roleId: u.roleId,
        entityTypeId: u.entityTypeId,
        externalEntityId,
        companyLocationId: branchOf(u.userName),
        passwordHash: await hashPassword(u.password),
        isActive: true,
      })
      .returning({ id: t.users.id });
    ids[u.userName] = row.id;
    people[u.userName] = {
      id: row.id,
      entityTypeId: u.entityTypeId,
      companyLocationId: branchOf(u.userName),
    };
  }
  await db.update(t.companyLocations).set({ ownerId: ids.supervisor });

  const [sistemas, mantenimiento] = await db
    .insert(t.departments)
    .values([
      { ...base, code: 'Sistemas', detail: 'Tecnologías de la información', ownerId: ids.agente },
      { ...base, code: 'Mantenimiento', detail: 'Mantenimiento de instalaciones', ownerId: ids.supervisor },
    ])
    .returning();
  await db.insert(t.departmentMembers).values([
    { departmentId: sistemas.id, userId: ids.agente },
    { departmentId: sistemas.id, userId: ids.supervisor },
    { departmentId: mantenimiento.id, userId: ids.supervisor },
  ]);
  const [soporte] = await db
    .insert(t.userGroups)
    .values({ ...base, code: 'Soporte TI', detail: 'Mesa de ayuda de sistemas' })
    .returning();
  await db.insert(t.userGroupMembers).values([
    { userGroupId: soporte.id, userId: ids.agente },
    { userGroupId: soporte.id, userId: ids.supervisor },
  ]);

  const [ti, mtto, rh] = await db
    .insert(t.categories)
    .values([
      {
        ...base,
        code: 'Soporte TI',
        detail: 'Equipos, cuentas y sistemas',
        ownerId: ids.agente,
        departmentId: sistemas.id,
        isPublic: true,
      },
      {
        ...base,
        code: 'Mantenimiento',
        detail: 'Instalaciones y mobiliario',
        ownerId: ids.supervisor,
        departmentId: mantenimiento.id,
        isPublic: true,
      },
      {
        ...base,
        code: 'Recursos Humanos',
        detail: 'Trámites internos del personal',
        ownerId: ids.supervisor,
        departmentId: null,
        isPublic: false,
      },
    ])
    .returning();
  await db.insert(t.categoryConfigs).values([
    { categoryId: ti.id, entityTypeId: 2 },
    { categoryId: ti.id, entityTypeId: 3 },
    { categoryId: mtto.id, entityTypeId: 2 },
  ]);
  await db.insert(t.categoryLocations).values(
    branches.flatMap((b) => [
      { categoryId: ti.id, companyLocationId: b.id, ownerId: ids.agente, isActive: true },
      { categoryId: mtto.id, companyLocationId: b.id, ownerId: ids.supervisor, isActive: true },
    ]),
  );

  const [impresoras, correo, accesos, clima, nomina] = await db
    .insert(t.subCategories)
    .values([
      {
        ...base,
        categoryId: ti.id,
        code: 'Impresoras',
        detail: 'Fallas de impresión y escaneo',
        ownerId: ids.agente,
        sla: 24,
        isPublic: true,
        userGroupId: soporte.id,
      },
      {
        ...base,
        categoryId: ti.id,
        code: 'Correo electrónico',
        detail: 'Cuentas y buzones de correo',
        ownerId: ids.agente,
        sla: 8,
        isPublic: true,
        userGroupId: soporte.id,
      },
      {
        ...base,
        categoryId: ti.id,
        code: 'Accesos',
        detail: 'Altas y bajas de accesos a sistemas',
        ownerId: ids.supervisor,
        sla: 0,
        isPublic: false,
      },
      {
        ...base,
        categoryId: mtto.id,
        code: 'Aire acondicionado',
        detail: 'Climas y ventilación',
        ownerId: ids.supervisor,
        sla: 48,
        isPublic: true,
      },
      {
        ...base,
        categoryId: rh.id,
        code: 'Nómina',
        detail: 'Aclaraciones de nómina',
        ownerId: ids.supervisor,
        sla: 72,
        isPublic: false,
      },
    ])
    .returning();
  await db.insert(t.subCategoryConfigs).values([
    { subCategoryId: impresoras.id, entityTypeId: 2 },
    { subCategoryId: impresoras.id, entityTypeId: 3 },
    { subCategoryId: correo.id, entityTypeId: 2 },
    { subCategoryId: clima.id, entityTypeId: 2 },
  ]);
  await db.insert(t.subCategoryLocations).values([
    { subCategoryId: impresoras.id, companyLocationId: matriz.id, ownerId: ids.agente, isActive: true },
    { subCategoryId: impresoras.id, companyLocationId: guadalajara.id, ownerId: ids.agente, isActive: true },
    { subCategoryId: impresoras.id, companyLocationId: monterrey.id, ownerId: ids.supervisor, isActive: true },
  ]);
  await db.insert(t.priorityLevels).values(
    [
      // Each with a first-response target (docs/product/service-quality.md#first-response): hours, minutes for Crítica.
      { priorityId: 1, responseTimeSetting: 3, responseTimeTypeId: 3, firstResponseSetting: 8, firstResponseTypeId: 2 },
      { priorityId: 2, responseTimeSetting: 1, responseTimeTypeId: 3, firstResponseSetting: 4, firstResponseTypeId: 2 },
      { priorityId: 3, responseTimeSetting: 8, responseTimeTypeId: 2, firstResponseSetting: 1, firstResponseTypeId: 2 },
      { priorityId: 4, responseTimeSetting: 120, responseTimeTypeId: 1, firstResponseSetting: 30, firstResponseTypeId: 1 },
    ].map((level) => ({ ...level, subCategoryId: impresoras.id, isActive: true })),
  );

  const [revision, compra] = await db
    .insert(t.taskTypes)
    .values([
      { ...base, code: 'Revisión técnica', detail: 'Diagnóstico en sitio del equipo' },
      { ...base, code: 'Compra de refacción', detail: 'Solicitud de compra de refacciones' },
    ])
    .returning();
  await db.insert(t.tasks).values([
    { ...base, subCategoryId: impresoras.id, taskTypeId: revision.id, isRequired: true },
    { ...base, subCategoryId: impresoras.id, taskTypeId: compra.id, isRequired: false },
  ]);

  const [pdfRule] = await db
    .insert(t.attachmentConfigs)
    .values({ ...base, fileExt: 'pdf', minSize: 0, maxSize: 5120, namingConvention: '*', isRequired: false })
    .returning();
  await db.insert(t.subCategoryAttachmentConfigs).values({ attachmentConfigId: pdfRule.id, subCategoryId: accesos.id });
  if (ticketRules) {
    const { Client, Provider } = EntityType;
    const subCategories = [
      { key: 'impresoras', id: impresoras.id, categoryId: ti.id, entityTypes: [Client, Provider] },
      { key: 'correo', id: correo.id, categoryId: ti.id, entityTypes: [Client] },
      { key: 'accesos', id: accesos.id, categoryId: ti.id, entityTypes: [] },
      { key: 'clima', id: clima.id, categoryId: mtto.id, entityTypes: [Client] },
      { key: 'nomina', id: nomina.id, categoryId: rh.id, entityTypes: [] },
    ] as const;
    await seedDemoTickets(db, { people, branches: branches.map((b) => b.id), subCategories: [...subCategories] }, ticketRules);
  }
  return true;
}
