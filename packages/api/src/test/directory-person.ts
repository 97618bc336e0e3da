// The directory's person of the browser journeys (directory-process.ts seeds her, e2e/identity.spec.ts signs in as her).
export const directoryPerson = {
  uid: 'dora',
  cn: 'Dora Directorio',
  mail: 'dora@example.com',
  password: 'Directorio-Dora1',
};
