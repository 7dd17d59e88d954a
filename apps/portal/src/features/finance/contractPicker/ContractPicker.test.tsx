import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { FinanceContract } from '@ccms/api-client';
import { Form, FormField } from '@ccms/ui';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, fill, sent, stubServer } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { contract, financeServer, financeUser } from '../financeFixtures';
import { CONTRACT_PICKER_PAGE_SIZE, ContractPicker } from './ContractPicker';

vi.setConfig({ testTimeout: 120_000 });

const CONTRACTS = '/api/b/finance/contract/queryList';
afterEach(cleanUpPage);

/** 45 contracts on the server: the picker asks for them by keyword, 20 a page. */
const ALL: FinanceContract[] = Array.from({ length: 45 }, (_, index) =>
  contract(`c-${index + 1}`, {
    code: `HT-2026-${String(index + 1).padStart(3, '0')}`,
    name: index % 2 === 0 ? `西湖小学${index + 1}` : `滨江中学${index + 1}`,
    customerName: '西湖区住建局',
  }),
);

function answer(init: RequestInit | undefined) {
  const body = JSON.parse(init?.body as string) as {
    pageNo: number;
    pageSize: number;
    params?: { keyword?: string };
  };
  const keyword = body.params?.keyword ?? '';
  const found = ALL.filter((item) => !keyword || item.name.includes(keyword));
  const start = (body.pageNo - 1) * body.pageSize;
  return {
    body: envelope({
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      total: found.length,
      data: found.slice(start, start + body.pageSize),
    }),
  };
}

function Host({ onPick }: { onPick: (picked: FinanceContract | null) => void }) {
  const [values] = useState<{ contractId: string | null }>({ contractId: null });
  return (
    <Form<{ contractId: string | null }> aria-label="选择合同" defaultValues={values}>
      <FormField<string | null> name="contractId" label="合同" required>
        {(field) => <ContractPicker {...field} onPick={onPick} />}
      </FormField>
    </Form>
  );
}

describe('ContractPicker', () => {
  it('asks the server once typing pauses, a page at a time, and picks a contract', async () => {
    const user = financeUser();
    const fetchMock = stubServer(financeServer(user, { [`POST ${CONTRACTS}`]: answer }));
    session.signIn(user);
    const picks: (FinanceContract | null)[] = [];
    await renderFeature(<Host onPick={(picked) => picks.push(picked)} />);
    expect(await screen.findByText('已显示 20 / 共 45 个合同')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', CONTRACTS)).toEqual([
      { pageNo: 1, pageSize: CONTRACT_PICKER_PAGE_SIZE, params: {} },
    ]);
    await expectNoAxeViolations(document.body);

    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // Typed in one go, then paused: one request for the settled keyword, none per keystroke.
    await fill(events, screen.getByLabelText('搜索合同'), '滨江');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CONTRACTS).at(-1)).toEqual({
        pageNo: 1,
        pageSize: CONTRACT_PICKER_PAGE_SIZE,
        params: { keyword: '滨江' },
      }),
    );
    expect(sent(fetchMock, 'POST', CONTRACTS)).toHaveLength(2);
    expect(await screen.findByText('已显示 20 / 共 22 个合同')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已显示 22 / 共 22 个合同')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', CONTRACTS).at(-1)).toEqual({
      pageNo: 2,
      pageSize: CONTRACT_PICKER_PAGE_SIZE,
      params: { keyword: '滨江' },
    });
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('combobox', { name: /^合同/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(22);
    await events.click(within(listbox).getByRole('option', { name: /HT-2026-044/ }));
    expect(picks.at(-1)?.id).toBe('c-44');
  });
});
