import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { cascadeOptions, DictionaryCascadeSelect } from './DictionaryCascadeSelect';
import { loadRegionTree, regionTree } from './fixtures';

const levels = [{ label: '省' }, { label: '市' }, { label: '区' }];
const level = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

async function pick(levelName: string, option: string) {
  await userEvent.click(level(levelName));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('cascadeOptions', () => {
  it('offers the children of the value chosen one level up, and nothing under no choice', () => {
    const [provinces, cities, districts] = cascadeOptions(regionTree, ['44', '4401'], 3);
    expect(provinces?.map((o) => o.label)).toEqual(['广东省', '江苏省']);
    expect(cities?.map((o) => o.label)).toEqual(['广州市', '深圳市']);
    expect(districts?.map((o) => o.label)).toEqual(['天河区', '越秀区']);
    expect(cascadeOptions(regionTree, ['44'], 3)[2]).toEqual([]);
    expect(cascadeOptions(regionTree, ['99'], 2)[1]).toEqual([]);
  });
});

describe('DictionaryCascadeSelect', () => {
  it('given a level-1 change, clears levels 2 and 3; given a level-2 change, clears level 3', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <DictionaryCascadeSelect
        label="地区"
        levels={levels}
        code="region"
        loadTree={loadRegionTree}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: '地区' })).toBeInTheDocument();
    await waitFor(() => expect(level('省')).toHaveTextContent('请选择'));
    expect(level('市')).toBeDisabled();
    expect(level('区')).toBeDisabled();
    await expectNoAxeViolations(container);

    await pick('省', '广东省');
    await pick('市', '广州市');
    await pick('区', '天河区');
    expect(onChange).toHaveBeenLastCalledWith(
      ['44', '4401', '440106'],
      [
        { name: '广东省', code: '44' },
        { name: '广州市', code: '4401' },
        { name: '天河区', code: '440106' },
      ],
    );

    await pick('市', '深圳市');
    expect(onChange).toHaveBeenLastCalledWith(['44', '4403', ''], expect.any(Array));
    expect(level('区')).toHaveTextContent('请选择');

    await pick('区', '南山区');
    await pick('省', '江苏省');
    expect(onChange).toHaveBeenLastCalledWith(['32', '', ''], expect.any(Array));
    expect(level('市')).toHaveTextContent('请选择');
    expect(level('区')).toBeDisabled();
    await userEvent.click(level('市'));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['南京市']);
  });

  it('given a controlled path, shows each level’s name', async () => {
    renderWithTheme(
      <DictionaryCascadeSelect
        label="地区"
        levels={levels}
        code="region"
        loadTree={loadRegionTree}
        value={['44', '4403', '440305']}
      />,
    );
    await waitFor(() => expect(level('区')).toHaveTextContent('南山区'));
    expect(level('省')).toHaveTextContent('广东省');
    expect(level('市')).toHaveTextContent('深圳市');
  });

  it('given no code, explains it once and disables every level', () => {
    const loadTree = vi.fn(loadRegionTree);
    renderWithTheme(<DictionaryCascadeSelect label="地区" levels={levels} loadTree={loadTree} />);
    expect(screen.getAllByText('你没有配置字典编码!')).toHaveLength(1);
    for (const name of ['省', '市', '区']) expect(level(name)).toBeDisabled();
    expect(loadTree).not.toHaveBeenCalled();
  });

  it('shows at most three levels', async () => {
    renderWithTheme(
      <DictionaryCascadeSelect
        label="地区"
        levels={[...levels, { label: '街道' }]}
        code="region"
        loadTree={loadRegionTree}
      />,
    );
    await waitFor(() => expect(level('省')).toHaveTextContent('请选择'));
    expect(screen.queryByRole('button', { name: /街道/ })).not.toBeInTheDocument();
  });
});
