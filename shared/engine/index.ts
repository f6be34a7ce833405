export * from './contract';
export * from './dice-kinds';
export * from './random';
export * from './record';
export * from './schema-errors';
export * from './throws';
export * from './undo';
export * from './bot';
