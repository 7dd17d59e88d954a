import type { LibraryCodingMatch, Material, MaterialCodingResult } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';

let t: TestApp;
let admin: string;
let bob: string;
let lisi: string;
const ids: string[] = [];

/** A resource the standard catalogue knows nothing like: only the library can code it. */
const COATING = { code: 'ZX0002', name: '纳米自洁涂层', spec: '特种', unit: 'm2', price: 88 };

function withCoating(seed: number, spec = COATING.spec): CostProject {
  const generated = generateProject({ kind: 'residential-high', items: 120, seed });
  const unit = Object.values(generated.units)[0]!;
  unit.resources.push({
    id: `res-${seed}-${COATING.code}`,
    unitId: unit.unitId,
    kind: 'material',
    quantity: 0,
    infoPrice: null,
    provisional: false,
    ownerSupplied: false,
    ownerQuantity: null,
    ownerPrice: null,
    riskRate: null,
    ...COATING,
    // Written with a space: the library still matches it.
    name: seed === 3 ? '纳米 自洁涂层' : COATING.name,
    spec,
  });
  unit.bills
    .find((bill) => bill.norms.length > 0)!
    .norms[0]!.resources.push({ code: COATING.code, consumption: 0.5 });
  return generated;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  for (const seed of [1, 2, 3])
    ids.push(
      await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
        saveProject(
          tx,
          { userId: 'user-admin', companyId: DEMO_COMPANY_ID },
          t.clock.now(),
          withCoating(seed),
        ),
      ),
    );
}, 180_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, token = admin) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

async function ok<T>(url: string, payload?: object): Promise<T> {
  const { body } = await call<T>({ method: 'POST', url: `/api${url}`, payload });
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

type Counts = { total: number; coded: number; uncoded: number; confirmed: number };
const counts = (projectId: string) =>
  ok<Counts & { byKind: (Counts & { kind: string })[] }>('/b/project/material/countCodingNum', {
    projectId,
  });
const coating = async (projectId: string) =>
  (
    await ok<{ data: Material[] }>('/b/project/material/queryList', {
      pageNo: 1,
      pageSize: 500,
      params: { projectId, keyword: '自洁涂层' },
    })
  ).data[0]!;

describe('按库编码 (itCoderByItem)', () => {
  it('codes a resource as most of the other projects confirmed it, with the counts', async () => {
    const [first, second, third] = ids as [string, string, string];
    // Two projects confirm 11060101, none anything else.
    for (const projectId of [first, second])
      await ok('/b/project/material/updateByItem', {
        projectId,
        code: COATING.code,
        catalogueCode: '11060101',
      });
    const before = await counts(third);
    const result = await ok<MaterialCodingResult & { matches: LibraryCodingMatch[] }>(
      '/b/project/material/itCoderByItem',
      { projectId: third, codes: [COATING.code] },
    );
    expect(result).toEqual({
      coded: 1,
      uncoded: 0,
      kept: 0,
      matches: [{ code: COATING.code, catalogueCode: '11060101', count: 2, votes: 2 }],
    });
    expect(await coating(third)).toMatchObject({
      catalogueCode: '11060101',
      method: 'library',
      confirmed: false,
      confidence: '1.0000',
    });
    const after = await counts(third);
    expect(after.coded).toBe(before.coded + 1);
    expect(after.uncoded).toBe(before.uncoded - 1);
    expect(after.total).toBe(before.total);
    const material = after.byKind.find((row) => row.kind === 'material')!;
    expect(material.coded + material.uncoded).toBe(material.total);
    expect(after.byKind.reduce((sum, row) => sum + row.total, 0)).toBe(after.total);
  });

  it('keeps a confirmed coding and names a resource the project does not use, writing nothing', async () => {
    const first = ids[0]!;
    const kept = await ok<MaterialCodingResult>('/b/project/material/itCoderByItem', {
      projectId: first,
      codes: [COATING.code],
    });
    expect(kept).toMatchObject({ coded: 0, kept: 1 });
    const before = await counts(ids[2]!);
    const { body } = await call({
      method: 'POST',
      url: '/api/b/project/material/itCoderByItem',
      payload: { projectId: ids[2], codes: [COATING.code, 'NOPE01'] },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('NOPE01');
    expect(await counts(ids[2]!)).toEqual(before);
  });

  it('hides the library from another company and refuses coding without cost:project:edit', async () => {
    const other = await call(
      {
        method: 'POST',
        url: '/api/b/project/material/countCodingNum',
        payload: { projectId: ids[0] },
      },
      bob,
    );
    expect(other.body.success).toBe(false);
    const { response } = await call(
      {
        method: 'POST',
        url: '/api/b/project/material/itCoderByItem',
        payload: { projectId: ids[0] },
      },
      lisi,
    );
    expect(response.statusCode).toBe(403);
  });
});
