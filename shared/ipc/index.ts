export * from './api';
export * from './result';
export * from './settings';
export * from './audience';
export * from './online';
