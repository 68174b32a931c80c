export * from './core';
export * from './session';
