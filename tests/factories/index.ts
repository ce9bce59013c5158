export * from './users';
export * from './advisors';
export * from './companies';
export * from './jobs';
