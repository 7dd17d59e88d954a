import { execFileSync } from 'node:child_process';

/**
 * A TCP port free on 127.0.0.1 now, kept in `process.env[variable]` so that Playwright's workers,
 * which load the config again and inherit the environment, agree on it. A port another program
 * holds (a developer's server, another run) never fails a run.
 */
export function freePort(variable: string): number {
  const kept = Number(process.env[variable]);
  if (Number.isInteger(kept) && kept > 0) return kept;
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  process.env[variable] = String(port);
  return port;
}
