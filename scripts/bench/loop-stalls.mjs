// Preloaded into the documents bench's server (node --import): records every stall of its event
// loop over STALL_MS, with the CPU time the process used meanwhile, and writes them as JSON to
// BENCH_STALLS_FILE when the process exits. A long stall with little CPU is the process waiting
// for a core (a loaded machine), not its own code holding the loop. Plain JavaScript: the bundle
// runs under plain node.
import { writeFileSync } from 'node:fs';

const TICK_MS = 5;
const STALL_MS = 40;
const file = process.env.BENCH_STALLS_FILE;
const stalls = [];
let last = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const cpu = process.cpuUsage();
  const gap = now - last - TICK_MS;
  if (gap > STALL_MS) {
    const used = cpu.user - lastCpu.user + cpu.system - lastCpu.system;
    stalls.push({ at: performance.timeOrigin + now, ms: gap, cpuMs: used / 1000 });
  }
  last = now;
  lastCpu = cpu;
}, TICK_MS).unref();
if (file) process.on('exit', () => writeFileSync(file, JSON.stringify(stalls)));
