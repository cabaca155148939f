import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of other processes, read from Linux's /proc/<pid>/stat: what a benchmark uses when the
 * work it measures happens outside Node (php-fpm, a database server). Times there are in clock
 * ticks (`getconf CLK_TCK`, 100 on Linux), so a measurement needs many requests to be precise.
 */

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

interface ProcessTimes {
  ppid: number;
  /** utime + stime of the process and all its threads. */
  own: number;
  /** cutime + cstime: of its children that have exited and been waited for. */
  children: number;
}

/** Fields of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses). */
function readTimes(pid: number): ProcessTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // gone since it was listed
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { ppid: Number(fields[1]), own: utime + stime, children: cutime + cstime };
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The pids whose parent is `pid` (php-fpm's workers, say). */
export function childrenOf(pid: number): number[] {
  return allPids().filter((candidate) => readTimes(candidate)?.ppid === pid);
}

/** The pids of the processes with this command name (`mariadbd`), as far as this container sees them. */
export function pidsNamed(name: string): number[] {
  return allPids().filter((pid) => commandName(pid) === name);
}

/**
 * CPU milliseconds used so far by a process and its direct children, alive or not: a worker that
 * exited (a dynamic pool shrinking) left its time in the parent's cutime once waited for, so the
 * difference of two readings counts every request whichever worker served it.
 */
export function treeCpuMs(pid: number): number {
  const root = readTimes(pid);
  if (!root) return 0;
  const live = childrenOf(pid).reduce((sum, child) => sum + (readTimes(child)?.own ?? 0), 0);
  return ((root.own + root.children + live) * 1000) / clockTicks();
}

/** CPU milliseconds used so far by these processes (all their threads). */
export function processesCpuMs(pids: number[]): number {
  return (pids.reduce((sum, pid) => sum + (readTimes(pid)?.own ?? 0), 0) * 1000) / clockTicks();
}
