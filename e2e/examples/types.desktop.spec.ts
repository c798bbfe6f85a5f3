// Issue 35 points 4 and 5: the package's types in a partner's strictest TypeScript project
// (exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck off). The project in typesConsumer/
// uses the typed global, the option unions, the event fields and the React props, and holds lines that
// must NOT compile (`@ts-expect-error`: tsc fails if one of them compiles).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/serverProcess.mjs';

const run = promisify(execFile);
const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const project = join(REPO_ROOT, 'e2e/examples/typesConsumer');

test('a strict partner project type-checks against the built types, and its wrong lines do not', async () => {
  test.setTimeout(120_000);
  if (!existsSync(join(REPO_ROOT, 'widget/dist/types/index.d.ts'))) throw new Error('Run `npm run build -w widget` first.');
  const result = await run(process.execPath, [tsc, '-p', project], { cwd: project }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  expect(result).toBe('');
});
