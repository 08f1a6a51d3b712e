export * from './clubs';
export * from './feedback';
export * from './jobs';
export * from './members';
export * from './sessions';
export * from './tokens';
export * from './users';
