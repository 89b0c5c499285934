// @ts-check
// What the benchmarks share: the CLI as its own process, its CPU time and memory, percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** This package's CLI (it runs the build in dist/). */
export const CLI = fileURLToPath(new URL('../bin/harbor-local-supabase.mjs', import.meta.url));

/**
 * Starts a CLI on a free port; `ready` resolves when its banner is printed, with its URL, keys,
 * the wall-clock time from spawning and the CPU time it used until then.
 * @param {string} dataDir
 * @param {{ cli?: string, env?: Record<string, string>, stderr?: 'inherit' | 'pipe' }} [options]
 */
export function startCli(dataDir, { cli = CLI, env = {}, stderr = 'inherit' } = {}) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir, '--quiet'], {
    stdio: ['ignore', 'pipe', stderr],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  /** @type {Promise<{ url: string, anonKey: string, serviceKey: string, ms: number, cpuMs: number | null }>} */
  const ready = new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const url = /API URL\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
      const serviceKey = /service_role key\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey && serviceKey && output.includes('Ctrl-C')) {
        resolve({
          url,
          anonKey,
          serviceKey,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          cpuMs: cpuTimeMs(child.pid),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}\n${output}`)));
  });
  ready.catch(() => {});
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    ready,
    exited,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (user + system) a process has used so far in ms (Linux), or null. @param {number | undefined} pid */
export function cpuTimeMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** @param {number | undefined} pid @param {'VmHWM' | 'VmRSS'} field memory in MB (Linux), or null */
export function memoryMb(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** @param {number[]} samples @param {number} p */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
