// Preloaded (`node --import`) into the servers the e2e run starts (e2e/servers.ts): the process
// exits when the one that started it is gone (the test runner killed or crashed; its children
// are then re-parented), so no server outlives its run and holds the run's ports.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1_000).unref();
