/** The v1 wire contracts (DESIGN §3) as zod schemas with their inferred types. */
import './contracts/cspSafeZod.ts';

export * from './contracts/admin.ts';
export * from './contracts/chat.ts';
export * from './contracts/contactForm.ts';
export * from './contracts/contactSubmissionExample.ts';
export * from './contracts/errors.ts';
export * from './contracts/escalations.ts';
export * from './contracts/live.ts';
export * from './contracts/recommendations.ts';
export * from './contracts/understanding.ts';
export * from './contracts/visitorIdentity.ts';
