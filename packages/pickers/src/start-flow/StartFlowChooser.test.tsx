import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { flowCategories } from './fixtures';
import { StartFlowChooser } from './StartFlowChooser';
import { FLOW_CARD_COLOURS } from './startFlow';

const star = (name: string) => screen.getByRole('button', { name: `收藏 ${name}` });
const panel = () => screen.getByRole('tabpanel');

afterEach(() => toast.clear());

describe('StartFlowChooser', () => {
  it('shows All flows first: PC-enabled flows by category, by sort, each category in one of five colours', async () => {
    const { container } = renderWithTheme(
      <StartFlowChooser categories={flowCategories} onStart={() => undefined} />,
    );
    expect(screen.getByRole('tab', { name: '全部流程' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '我的收藏' })).toHaveAttribute('aria-selected', 'false');
    const sections = within(panel()).getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      '业务流程',
      '财务流程',
      '行政流程',
    ]);
    const business = within(panel()).getByRole('region', { name: '业务流程' });
    expect(
      within(business)
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('button')[0]?.textContent),
    ).toEqual(['合同审批', '项目立项']);
    expect(screen.queryByText('移动端签到')).not.toBeInTheDocument();
    expect(screen.queryByText('仅移动端')).not.toBeInTheDocument();
    for (const card of within(panel()).getAllByRole('listitem')) {
      expect(FLOW_CARD_COLOURS).toContain(card.getAttribute('data-colour'));
      expect(card.getAttribute('data-colour')).toBe(
        card.closest('section')?.getAttribute('data-colour'),
      );
    }
    await expectNoAxeViolations(container);
  });

  it('when a card is pressed (pointer or keyboard), starts its flow', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderWithTheme(<StartFlowChooser categories={flowCategories} onStart={onStart} />);
    await user.click(screen.getByRole('button', { name: '开票申请' }));
    expect(onStart).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'invoice_apply' }));
    screen.getByRole('button', { name: '用车申请' }).focus();
    await user.keyboard('{Enter}');
    expect(onStart).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'vehicle_request' }));
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it('the star favourites a flow (favourited), shows it under My favourites, and again unfavourites it (unfavourited)', async () => {
    const user = userEvent.setup();
    const onFavouriteChange = vi.fn();
    const { container } = renderWithTheme(
      <>
        <StartFlowChooser
          categories={flowCategories}
          onStart={() => undefined}
          onFavouriteChange={onFavouriteChange}
        />
        <Toaster />
      </>,
    );
    expect(star('合同审批')).toHaveAttribute('aria-pressed', 'false');
    await user.click(star('合同审批'));
    expect(star('合同审批')).toHaveAttribute('aria-pressed', 'true');
    expect(onFavouriteChange).toHaveBeenLastCalledWith(['contract_approval'], {
      key: 'contract_approval',
      favourited: true,
    });
    expect(await screen.findByText('已收藏')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    const favourites = panel();
    expect(within(favourites).getAllByRole('listitem')).toHaveLength(1);
    expect(within(favourites).getByRole('button', { name: '合同审批' })).toBeInTheDocument();

    // Keyboard: Space on the star toggles it off, and the favourites tab empties.
    star('合同审批').focus();
    await user.keyboard(' ');
    expect(onFavouriteChange).toHaveBeenLastCalledWith([], {
      key: 'contract_approval',
      favourited: false,
    });
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    expect(within(panel()).getByText('暂无收藏的流程')).toBeInTheDocument();
  });

  it('when saving the favourites fails, puts the star back and says nothing', async () => {
    const user = userEvent.setup();
    const onFavouriteChange = vi.fn(() => Promise.reject(new Error('500')));
    renderWithTheme(
      <>
        <StartFlowChooser
          categories={flowCategories}
          onStart={() => undefined}
          onFavouriteChange={onFavouriteChange}
        />
        <Toaster />
      </>,
    );
    await user.click(star('费用报销'));
    expect(onFavouriteChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(star('费用报销')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByText('已收藏')).not.toBeInTheDocument();
  });

  it('given favourite keys, opens on My favourites with only those flows', async () => {
    renderWithTheme(
      <StartFlowChooser
        categories={flowCategories}
        favouriteKeys={['expense_claim', 'vehicle_request', 'mobile_sign']}
        defaultSelectedTab="favourites"
        onStart={() => undefined}
      />,
    );
    expect(screen.getByRole('tab', { name: '我的收藏' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel())
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['财务流程', '行政流程']);
    expect(within(panel()).queryByText('移动端签到')).not.toBeInTheDocument();
    await expectNoAxeViolations(panel());
  });

  it('given no startable flows, says so', () => {
    renderWithTheme(<StartFlowChooser categories={[]} onStart={() => undefined} />);
    expect(screen.getByText('暂无可发起的流程')).toBeInTheDocument();
  });

  it.each([
    ['en', 'All flows', 'My favourites', 'Favourite 合同审批'],
    ['es', 'Todos los flujos', 'Mis favoritos', 'Marcar 合同审批 como favorito'],
  ])('in %s, shows the translated tabs and star names', (language, all, favourites, starName) => {
    renderWithTheme(
      <StartFlowChooser categories={flowCategories} onStart={() => undefined} />,
      language,
    );
    expect(screen.getByRole('tab', { name: all })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: favourites })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: starName })).toBeInTheDocument();
  });
});
