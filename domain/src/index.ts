export * from './contracts.ts';
export * from './facts.ts';
