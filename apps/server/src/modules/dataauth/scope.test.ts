import { describe, expect, it } from 'vitest';
import { allowedIds, dataScopeFor } from './scope';

const byArea = (dataId: string) => ({ dataMenuId: 'by-area', dataId });
const byKind = (dataId: string) => ({ dataMenuId: 'by-kind', dataId });

describe('dataScopeFor', () => {
  it('given an administrator, allows everything whatever the grants say', () => {
    const scope = dataScopeFor({ isAdmin: true, roles: [{ roleId: 'r', refs: [] }] });
    expect(scope).toEqual({ all: true });
    expect(allowedIds(scope, 'by-area')).toBe('all');
  });

  it('given several roles, answers the union of their grants per data menu, sorted and unique', () => {
    const scope = dataScopeFor({
      isAdmin: false,
      roles: [
        { roleId: 'a', refs: [byArea('sh'), byArea('bj'), byKind('road')] },
        { roleId: 'b', refs: [byArea('bj'), byArea('gz')] },
      ],
    });
    expect(scope).toEqual({
      all: false,
      byMenu: { 'by-area': ['bj', 'gz', 'sh'], 'by-kind': ['road'] },
    });
  });

  it('given no role or no grant on a data menu, allows nothing there', () => {
    const none = dataScopeFor({ isAdmin: false, roles: [] });
    expect(none).toEqual({ all: false, byMenu: {} });
    const some = dataScopeFor({ isAdmin: false, roles: [{ roleId: 'a', refs: [byKind('x')] }] });
    expect(allowedIds(some, 'by-area')).toEqual([]);
    expect(allowedIds(some, 'by-kind')).toEqual(['x']);
  });
});
