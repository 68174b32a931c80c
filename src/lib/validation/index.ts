export * from './core';
export * from './session';
export * from './money';
export * from './engagement';
export * from './claims';
export * from './catalog';
export * from './dealerships';
export * from './accounts';
