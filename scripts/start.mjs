// `npm start`: build what is missing (site, widget), then run the server on PORT. Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each workspace whose build output the server serves, and the file that proves the build exists. */
const builds = [
  { workspace: 'widget', output: 'widget/dist/tod.js' },
  { workspace: 'host-site', output: 'host-site/build/client/index.html' },
];

function hasBuildScript(workspace) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return typeof manifest.scripts?.build === 'string';
}

for (const { workspace, output } of builds) {
  if (existsSync(join(root, output)) || !hasBuildScript(workspace)) continue;
  process.stdout.write(`Building ${workspace} (no ${output} yet)…\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`Building ${workspace} failed; the server starts without it.\n`);
  }
}

// A local .env (see .env.example) is read by Node itself; real environment variables win over it.
const envFile = existsSync(join(root, '.env')) ? [`--env-file=${join(root, '.env')}`] : [];
const server = spawn(process.execPath, [...envFile, '--import', 'tsx', join(root, 'chat-server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});

// The terminal sends Ctrl-C to the server too; here we only wait for it to finish closing.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The server logs JSON for machines; a newcomer gets one plain line saying where to look once it answers.
const port = process.env.PORT || '3000';
const site = `http://localhost:${port}`;
for (let tries = 0; tries < 600 && server.exitCode === null; tries += 1) {
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) {
    process.stdout.write(`\nT.O.D. is running: open ${site} (the office inbox is ${site}/admin). Ctrl-C stops it.\n\n`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
