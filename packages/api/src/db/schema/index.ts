export * from './company';
export * from './access';
export * from './geography';
export * from './organization';
export * from './catalogues';
export * from './tickets';
export * from './notifications';
export * from './calendars';
