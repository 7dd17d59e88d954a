import { screen, waitFor, within } from '@testing-library/react';
import type { FeatureValues, KindAttr, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, fill, press, sent, stubServer, zhangsan } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderPanel } from '../fees/panelTesting';
import { NodeFeaturesDialog } from './NodeFeaturesDialog';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanUpPage);

const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

const KINDS = [
  { id: 'ck-building', parentId: null, level: 1, name: '房屋建筑', count: 3 },
  { id: 'ck-residential', parentId: 'ck-building', level: 2, name: '居住建筑', count: 1 },
  { id: 'ck-res-high', parentId: 'ck-residential', level: 3, name: '高层住宅', count: 1 },
];

const attr = (name: string, extra: Partial<KindAttr> = {}): KindAttr => ({
  id: `attr-${name}`,
  kindId: 'ck-res-high',
  kindName: '高层住宅',
  name,
  type: 'number',
  unit: null,
  options: [],
  required: false,
  scope: 'node',
  min: null,
  max: null,
  sort: 1,
  ...extra,
});

const NODE: FeatureValues = {
  kindId: 'ck-res-high',
  fields: [
    { ...attr('建筑面积', { unit: 'm²', required: true }), value: '8600' },
    { ...attr('层数', { type: 'integer', unit: '层' }), value: '32' },
  ],
  extra: [],
};

const BASE = {
  projectId: 'p-1',
  name: '滨江花园',
  kindId: 'ck-res-high',
  kindPath: '房屋建筑 / 居住建筑 / 高层住宅',
  area: '52480.60',
  floors: 32,
  region: '南京',
  priceDate: '2024-06-30',
  taxMethod: 'general',
};

function open(extra = {}) {
  return stubServer({
    'POST /api/b/projectAttrExtract/queryProjectProperty': { body: envelope(BASE) },
    'GET /api/b/project/kind/getProjectKindAndCount': { body: envelope(KINDS) },
    'GET /api/b/projectAttrExtract/queryEngineerFeature/n-1/ck-res-high': { body: envelope(NODE) },
    'POST /api/b/projectAttrExtract/saveProjectNodeFeature': { body: envelope(NODE) },
    ...extra,
  });
}

describe('NodeFeaturesDialog', () => {
  it('shows the node’s features for the project’s function; axe-clean', async () => {
    open();
    await renderPanel(
      <NodeFeaturesDialog projectId="p-1" node={{ id: 'n-1', name: '1#楼' }} onClose={vi.fn()} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '节点特征：1#楼' });
    const area = await within(dialog).findByLabelText(/^建筑面积 \(m²\)/);
    expect(area).toHaveValue('8600');
    expect(within(dialog).getAllByText('高层住宅').length).toBeGreaterThan(0);
    await expectNoAxeViolations(dialog);
  });

  it('names every invalid feature before sending, then saves the node’s values', async () => {
    const fetchMock = open();
    const onClose = vi.fn();
    const { user } = await renderPanel(
      <NodeFeaturesDialog projectId="p-1" node={{ id: 'n-1', name: '1#楼' }} onClose={onClose} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '节点特征：1#楼' });
    const area = await within(dialog).findByLabelText(/^建筑面积 \(m²\)/);
    const floors = within(dialog).getByLabelText(/层数/);
    await user.clear(area);
    await user.clear(floors);
    await fill(user, floors, '3.5');
    await user.click(press(dialog, '保存'));
    const alert = await within(dialog).findByRole('alert', { name: '未保存：以下特征有误' });
    expect(within(alert).getByText('请填写「建筑面积」')).toBeInTheDocument();
    expect(within(alert).getByText('「层数」须为整数')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/projectAttrExtract/saveProjectNodeFeature')).toEqual([]);
    await fill(user, area, '9,000');
    await user.clear(floors);
    await fill(user, floors, '30');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'POST', '/api/b/projectAttrExtract/saveProjectNodeFeature')).toEqual([
      {
        projectId: 'p-1',
        nodeId: 'n-1',
        functionId: 'ck-res-high',
        values: { 建筑面积: '9,000', 层数: '30' },
      },
    ]);
  });

  it('shows the server’s refusal of each feature by name and stays open', async () => {
    const onClose = vi.fn();
    open({
      'POST /api/b/projectAttrExtract/saveProjectNodeFeature': {
        body: {
          code: 2000,
          success: false,
          msg: '节点特征有误，未保存',
          data: { errors: [{ name: '层数', message: '「层数」须在 1 到 200 之间' }] },
        },
      },
    });
    const { user } = await renderPanel(
      <NodeFeaturesDialog projectId="p-1" node={{ id: 'n-1', name: '1#楼' }} onClose={onClose} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '节点特征：1#楼' });
    await within(dialog).findByLabelText(/^建筑面积 \(m²\)/);
    await user.click(press(dialog, '保存'));
    const alert = await within(dialog).findByRole('alert', { name: '未保存：以下特征有误' });
    expect(within(alert).getByText('「层数」须在 1 到 200 之间')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
