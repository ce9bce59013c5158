export * from './auth';
export * from './profiles';
export * from './companies';
export * from './jobs';
export * from './applications';
export * from './billing';
export * from './matching';
export * from './analytics';
