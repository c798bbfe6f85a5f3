// `npm run dev`: the server in watch mode, plus the site's Vite dev server when the site has one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    process.stdout.write(`${name} exited (${code ?? 'signal'})\n`);
    shutdown();
  });
  children.push(child);
}

// A local .env (see .env.example) is read by Node itself; real environment variables win over it.
const envFile = existsSync(join(root, '.env')) ? [`--env-file=${join(root, '.env')}`] : [];
run('server', process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', ...envFile, join(root, 'chat-server/src/main.ts')]);

const sitePackage = join(root, 'host-site/package.json');
const siteHasDev = existsSync(sitePackage) && typeof JSON.parse(readFileSync(sitePackage, 'utf8')).scripts?.dev === 'string';
if (siteHasDev && existsSync(join(root, 'host-site/app/root.tsx'))) run('site', 'npm', ['run', 'dev', '-w', 'host-site']);

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(0),
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
