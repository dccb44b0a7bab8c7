export * from './codes.js';
export * from './limits.js';
export * from './envelope.js';
export * from './menus.js';
export * from './users.js';
export * from './auth.js';
export * from './tenancy.js';
