export * from './schema/identity';
export * from './schema/geography';
export * from './schema/organisation';
export * from './schema/ledger';
export * from './schema/system';
export * from './schema/delivery';
