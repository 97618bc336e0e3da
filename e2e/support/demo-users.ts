// The seeded demo users (PRODUCT.md §3).
export const demoUsers = {
  admin: { userName: 'admin', password: 'Admin123!', displayName: 'Administrador General' },
  cliente: { userName: 'cliente', password: 'Cliente123!', displayName: 'Carla Cliente' },
} as const;

export interface Credentials {
  userName: string;
  password: string;
}
