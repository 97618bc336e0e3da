// The seeded demo users (docs/product/demo-data.md#demo-users).
export const demoUsers = {
  admin: { userName: 'admin', password: 'Admin123!', displayName: 'Administrador General' },
  agente: { userName: 'agente', password: 'Agente123!', displayName: 'Ana Agente' },
  supervisor: { userName: 'supervisor', password: 'Supervisor123!', displayName: 'Sergio Supervisor' },
  cliente: { userName: 'cliente', password: 'Cliente123!', displayName: 'Carla Cliente' },
  proveedor: { userName: 'proveedor', password: 'Proveedor123!', displayName: 'Pedro Proveedor' },
} as const;

export interface Credentials {
  userName: string;
  password: string;
}
