import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
let statements = 0;
beforeAll(async () => {
  w = await loadsWorld(() => {
    statements += 1;
  });
});
afterAll(async () => {
  await w.t.close();
});

/** Statements to land a load with `jumpers` fun jumpers, and to reopen it. */
async function measure(jumpers: number): Promise<{ land: number; reopen: number }> {
  const id = await newLoad(w, { pilot: w.m.pilot });
  for (let i = 0; i < jumpers; i++) {
    const m = await createMember(w.t.app, w.admin, { firstName: `Jumper${'abcdefghijklmnopqrstuvwxyz'[i]}` });
    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: m._id,
      type: 'normal',
      altitude: 4000,
    });
  }
  // today's board goes out with each change's socket event, computed after the answer: counted, once it is done
  const settled = () => w.t.app.ctx.boardPushes.idle();
  await settled();
  statements = 0;
  expect((await as(w.t.app, w.admin, 'POST', '/api/loads/land', { loadIds: [id] })).statusCode).toBe(200);
  await settled();
  const land = statements;
  statements = 0;
  expect((await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/open`)).statusCode).toBe(200);
  await settled();
  return { land, reopen: statements };
}

describe('landing in batches', () => {
  it('sends as many SQL statements for 20 jumpers as for 2', async () => {
    const small = await measure(2);
    const large = await measure(20);
    expect(large).toEqual(small);
  });
});
