// `npm start`: build what is missing, then run the production server in this process.
// The server migrates the database on start and seeds the embedded one on its first run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'dist/server/main.js');
const manifest = path.join(root, 'dist/public/manifest.json');

if (!existsSync(serverBundle) || !existsSync(manifest)) {
  console.log('First start: building the client and server (about a minute)…');
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      'webpack.config.ts',
      '--mode',
      'production',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(serverBundle);
