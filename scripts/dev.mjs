// `npm run dev`: webpack in watch mode (development) for client and server; the server restarts
// whenever its bundle is rebuilt. Stop with Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
let server = null;

function restart() {
  if (server) server.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

const watcher = spawn(
  process.execPath,
  [webpackCli, '--config', 'webpack.config.ts', '--mode', 'development', '--watch'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
watcher.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // webpack-cli prints one "server (webpack …) compiled successfully" line per server rebuild.
  if (/server \(webpack[^)]*\) compiled successfully/.test(String(chunk))) restart();
});
const stop = () => {
  server?.kill('SIGTERM');
  watcher.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
