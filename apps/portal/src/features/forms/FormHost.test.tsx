import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { FormRecord } from '@ccms/api-client';
import { useRef, useState } from 'react';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage } from '../admin/footprints/adminPageTesting';
import { renderFeature } from '../profile/renderFeature';
import { FormHost, type FormHostHandle, type FormHostProps } from './FormHost';
import { adminNode, formsUser, record, RECEIVE, startNode } from './formsFixtures';

vi.setConfig({ testTimeout: 120_000 });

const DISPLAY = '/api/b/wf/form/display';
const SAVE = `/api/form/${RECEIVE.code}`;

/** FormHost with a 保存 button of the caller, showing what save() answered. */
function Harness(props: FormHostProps) {
  const ref = useRef<FormHostHandle>(null);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <FormHost ref={ref} {...props} />
      <button
        type="button"
        onClick={() =>
          void ref.current
            ?.save()
            .then((saved: FormRecord | null) => setOutcome(saved ? `saved ${saved.id}` : 'refused'))
        }
      >
        caller-save
      </button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

async function open(props: Partial<FormHostProps>, node = startNode(), extra: ServerStub = {}) {
  const fetchMock = stubServer({
    [`GET ${DISPLAY}`]: { body: envelope({ form: RECEIVE, node }) },
    [`GET /api/form/${RECEIVE.code}/rec-1`]: { body: envelope(record('rec-1')) },
    'GET /api/share/dept/deptTree': { body: envelope([]) },
    ...extra,
  });
  session.signIn(formsUser(['adm:supplies:receive:view', 'adm:supplies:receive:edit']));
  await renderFeature(<Harness readonly={false} formCode={RECEIVE.code} {...props} />);
  const form = await screen.findByRole('form', { name: '办公用品领用' }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, form, user };
}

afterEach(cleanUpPage);

describe('FormHost', () => {
  it('given a new record, renders a widget per type on the grid and refuses what the server would', async () => {
    const { fetchMock, form, user } = await open({ recordId: null });
    expect(within(form).getByLabelText(/^申请事由/)).toHaveValue('');
    expect(within(form).getByText('申请部门')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /申请日期/ })).toBeInTheDocument();
    expect(within(form).getByRole('table', { name: '领用明细明细' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^用途/).tagName).toBe('TEXTAREA');
    expect(form.querySelector('[data-span="2"][data-form-field="title"]')).not.toBeNull();
    await expectNoAxeViolations(document.body);

    await fill(user, within(form).getByLabelText(/^数量/), '2.5');
    await fill(user, within(form).getByLabelText(/^合计金额/), '12.345');
    await user.click(press(form, '添加行'));
    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('refused'));
    expect(within(form).getByText('请填写「申请事由」')).toBeInTheDocument();
    expect(within(form).getByText('「数量」不超过 0 位小数')).toBeInTheDocument();
    expect(within(form).getByText('「合计金额」不超过 2 位小数')).toBeInTheDocument();
    expect(within(form).getByText('第 1 行：请填写「物品」')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('saves the start node’s values as the server takes them, money and numbers without commas', async () => {
    const { fetchMock, form, user } = await open({ recordId: null }, startNode(), {
      [`POST ${SAVE}`]: { body: envelope(record('rec-new')) },
    });
    await fill(user, within(form).getByLabelText(/^申请事由/), '  领用笔  ');
    await fill(user, within(form).getByLabelText(/^合计金额/), '1,234.50');
    expect(within(form).getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
    await user.click(press(form, '添加行'));
    await waitFor(() => expect(within(form).getByLabelText('第 1 行 物品')).toHaveFocus());
    await user.paste('签字笔');
    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved rec-new'));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      values: {
        title: '领用笔',
        deptId: null,
        applyDate: null,
        qty: null,
        amount: '1234.50',
        kind: null,
        items: [{ name: '签字笔', count: null }],
        purpose: null,
        remark: null,
      },
    });
  });

  it('given a node with read-only fields, shows them as text and saves only the editable one with the task', async () => {
    const { fetchMock, form, user } = await open(
      { recordId: 'rec-1', taskDefKey: 'os_admin', taskId: 'task-9' },
      adminNode(),
      { [`POST ${SAVE}`]: { body: envelope(record('rec-1', { values: { remark: '同意' } })) } },
    );
    // Read-only values read as text: names for ids, amounts with commas.
    expect(within(form).getByText('综合部')).toBeInTheDocument();
    expect(within(form).getByText('1,234.50')).toBeInTheDocument();
    expect(within(form).getByText('纸张')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^申请事由/)).toBeNull();
    expect(within(form).getByText('领用打印纸')).toBeInTheDocument();
    expect(within(form).queryByText('添加行')).toBeNull();
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('refused'));
    expect(within(form).getByText('请填写「审批备注」')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/^审批备注/), '同意');
    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved rec-1'));
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([
      { id: 'rec-1', values: { remark: '同意' }, taskId: 'task-9' },
    ]);
    const display = fetchMock.mock.calls.find(([input]) => (input as string).includes(DISPLAY));
    expect(display?.[0] as string).toContain('taskDefKey=os_admin');
  });

  it('shows a server refusal that names a field at the field', async () => {
    const { form, user } = await open({ recordId: 'rec-1' }, startNode(), {
      [`POST ${SAVE}`]: {
        status: 400,
        body: {
          code: 1400,
          success: false,
          msg: '「申请事由」不能包含 < 或 >',
          httpCode: 400,
          data: { errors: [{ field: 'title', message: '「申请事由」不能包含 < 或 >' }] },
        },
      },
    });
    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('refused'));
    const title = within(form).getByLabelText(/^申请事由/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('「申请事由」不能包含 < 或 >')).toBeInTheDocument();
  });

  it('given readonly, shows every field as text and save() answers the record unchanged', async () => {
    const { fetchMock, form, user } = await open({ recordId: 'rec-1', readonly: true });
    expect(within(form).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(form).getByText('打印合同')).toBeInTheDocument();
    await user.click(screen.getByText('caller-save'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved rec-1'));
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
  });
});
