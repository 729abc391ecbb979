import fs from 'node:fs';
import os from 'node:os';

/** One line describing the machine and its load, for the README. */
export function machineLine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus.length} cores (nproc) ` +
    `${model} · ${memory} GiB memory · Node ${process.version} · load average at the start ` +
    `${load} (uptime), the machine shared with other work`
  );
}

/** Resident memory of a process in MiB (Linux /proc), or NaN when it is gone. */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number | undefined, everyMs = 200) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now > peak || Number.isNaN(peak)) peak = now;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
