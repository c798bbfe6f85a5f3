export * from './assistantCopy/index.ts';
export * from './contracts.ts';
export * from './facts.ts';
