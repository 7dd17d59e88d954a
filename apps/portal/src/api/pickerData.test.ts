import { session } from '../app/session';
import { envelope, stubServer, zhangsan } from '../app/testing';
import {
  createOrganisationLoader,
  deleteAttachment,
  downloadUrl,
  loadDictionary,
  previewUrl,
  toTreeOptions,
} from './pickerData';

const dept = (id: string, name: string, children: unknown[] = []) => ({
  id,
  parentId: null,
  parentIds: '',
  name,
  sort: 1,
  createdBy: null,
  createdAt: '2026-03-02 09:00:00',
  updatedBy: null,
  updatedAt: '2026-03-02 09:00:00',
  children,
});
const person = (id: string, name: string, deptId: string) => ({ id, name, deptId });

beforeEach(() => session.signIn(zhangsan));
afterEach(() => {
  session.clear();
  localStorage.clear();
  loadDictionary.invalidate();
  vi.unstubAllGlobals();
});

describe('picker data bound to the server', () => {
  it('loads a dictionary once per code and maps disabled options', async () => {
    const fetch = stubServer({
      'GET /api/share/bd/dict/projectPost': {
        body: envelope([
          {
            id: '1',
            label: '项目负责人',
            value: 'lead',
            key: 'lead',
            text: '项目负责人',
            enabled: true,
            group: null,
          },
          {
            id: '2',
            label: '已停用',
            value: 'old',
            key: 'old',
            text: '已停用',
            enabled: false,
            group: null,
          },
        ]),
      },
    });
    const [first, second] = await Promise.all([
      loadDictionary('projectPost'),
      loadDictionary('projectPost'),
    ]);
    expect(first).toEqual([
      { label: '项目负责人', value: 'lead', disabled: false },
      { label: '已停用', value: 'old', disabled: true },
    ]);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns a tree dictionary into cascade options', () => {
    const node = (value: string, text: string, children: unknown[] = []) => ({
      id: value,
      text,
      value,
      enabled: true,
      group: null,
      extValues: { fullText: text },
      children,
    });
    const options = toTreeOptions([node('01', '房屋建筑', [node('0101', '住宅')])] as never);
    expect(options).toEqual([
      {
        label: '房屋建筑',
        value: '01',
        disabled: false,
        children: [{ label: '住宅', value: '0101', disabled: false, children: undefined }],
      },
    ]);
  });

  it('opens a department with its sub-departments and only its own people, page by page', async () => {
    const tree = [dept('root', '公司', [dept('cost-1', '造价一部')])];
    const bodies: unknown[] = [];
    stubServer({
      'GET /api/share/dept/deptTree': { body: envelope(tree) },
      'POST /api/share/user/queryList': (init) => {
        const body = JSON.parse(init?.body as string) as { pageNo: number };
        bodies.push(body);
        const pages = [
          [person('u1', '王总', 'root'), person('u2', '张三', 'cost-1')],
          [person('u3', '李四', 'root')],
        ];
        return {
          body: envelope({
            pageNo: body.pageNo,
            pageSize: 500,
            total: 501,
            data: pages[body.pageNo - 1],
          }),
        };
      },
    });
    const loader = createOrganisationLoader();
    expect(await loader.roots()).toEqual([{ id: 'root', name: '公司', kind: 'Group' }]);
    expect(await loader.children('root')).toEqual([
      { id: 'cost-1', name: '造价一部', kind: 'Group' },
      { id: 'u1', name: '王总', kind: 'User' },
      { id: 'u3', name: '李四', kind: 'User' },
    ]);
    expect(bodies).toEqual([
      { pageNo: 1, pageSize: 500, params: { deptId: 'root' } },
      { pageNo: 2, pageSize: 500, params: { deptId: 'root' } },
    ]);
  });

  it('links downloads and previews by id, carrying the token a link cannot send as a header', () => {
    expect(decodeURIComponent(downloadUrl(['f1', 'f2']))).toBe(
      '/api/b/fileItem/download/f1,f2?AuthToken=token-zhangsan',
    );
    expect(previewUrl({ id: 'f1' })).toBe(
      '/api/pageoffice/view/openFile?fileId=f1&AuthToken=token-zhangsan',
    );
  });

  it('deletes through the own-file delete, or the general one for administrators', async () => {
    const fetch = stubServer({
      'DELETE /api/a/upload/deleteMyFile/f1': { body: envelope(null) },
      'DELETE /api/a/upload/f2': { body: envelope(null) },
    });
    await deleteAttachment('f1', false);
    await deleteAttachment('f2', true);
    expect(fetch.mock.calls.map(([url]) => url as string)).toEqual([
      '/api/a/upload/deleteMyFile/f1',
      '/api/a/upload/f2',
    ]);
  });
});
