import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'widget', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'app/**/*.test.ts', 'app/**/*.test.tsx'], passWithNoTests: true } });
