// A bot thread for pool.test.ts: the level `stuck` never answers, as a runaway search would (blocked,
// not spinning, so it costs no CPU); any other level plays the first legal move.
export default function choose(job) {
  if (job.level === 'stuck') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  return job.legal[0];
}
