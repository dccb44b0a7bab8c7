import type { ShareWorld } from '../../shares/test/world.js';

/** A flow the dealer's administrator makes through the API; its id. */
export const madeFlow = async (w: ShareWorld, body: object) =>
  (await w.as('dealerAdmin', 'POST', '/configflow', body)).data.id as number;

/** The dealer's "Line 1" screen and flow chart, unpublished, shared with no one yet. */
export async function lineFlows(w: ShareWorld): Promise<{ screen: number; chart: number }> {
  return {
    screen: await madeFlow(w, { name: 'Line 1 screen', type: 1 }),
    chart: await madeFlow(w, { name: 'Line 1 chart', type: 0 }),
  };
}
