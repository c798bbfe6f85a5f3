export * from './contracts.ts';
export * from './facts.ts';
export * from './assistantCopy/index.ts';
