/**
 * Runs a maintenance task and fails loudly: the exit code stays 1 until the task has really finished
 * (the payload CLI can exit 0 having done nothing on Node 20), and Payload's open handles cannot keep
 * the process alive afterwards.
 */
export async function runScript(name: string, task: () => Promise<void>, limitMinutes = 20): Promise<void> {
  process.exitCode = 1
  const started = Date.now()
  // Work that waits on handles Node does not count (a loader thread, an unref'd timer) must not let
  // the process slip out half-way with "unsettled top-level await"; a hung task fails after the limit.
  const keepAlive = setInterval(() => {
    if (Date.now() - started > limitMinutes * 60_000) {
      console.error(`${name}: FAILED — still running after ${limitMinutes} minutes`)
      process.exit(1)
    }
  }, 1000)
  try {
    await task()
    process.exitCode = 0
    const cpu = process.cpuUsage()
    console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`)
  } catch (error) {
    console.error(`${name}: FAILED`)
    console.error(error)
  } finally {
    clearInterval(keepAlive)
    // Give loggers a moment to flush, then leave even if a pool or timer is still open.
    setTimeout(() => process.exit(), 100).unref()
  }
}
