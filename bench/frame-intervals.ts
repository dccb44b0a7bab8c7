import type { Page } from 'playwright-core';

/** Frame intervals and the tab's CPU share while the page runs for `seconds`. */
export async function frameIntervals(page: Page, seconds: number): Promise<{ frames: number[]; cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  // A string, not a function: tsx's helpers would not exist in the page.
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const end = last + ${seconds * 1000};
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(intervals);
    };
    requestAnimationFrame(tick);
  })`);
  const cpu = ((await taskSeconds()) - before) / seconds;
  return { frames, cpu };
}
