import { ApiError } from '@ccms/api-client';
import {
  checkField,
  compareDecimal,
  defaultNames,
  fieldErrorsOf,
  fieldLabel,
  initialValues,
  nodeConfigOf,
  valuesToSave,
  type DefaultContext,
} from './fieldModel';
import { adminNode, RECEIVE, record } from './formsFixtures';

const field = (key: string) => RECEIVE.fields.find((item) => item.key === key)!;

describe('fieldModel', () => {
  it('reads the label in the reader’s language, else the Chinese one', () => {
    expect(fieldLabel(field('title'), 'en')).toBe('Reason');
    expect(fieldLabel(field('title'), 'es')).toBe('申请事由');
    expect(fieldLabel(field('title'), 'zh')).toBe('申请事由');
  });

  it('given no node config, a field is editable at the start node only', () => {
    expect(nodeConfigOf(field('title'), {}, true)).toEqual({
      display: true,
      readonly: false,
      required: true,
    });
    expect(nodeConfigOf(field('title'), {}, false)).toEqual({
      display: true,
      readonly: true,
      required: true,
    });
  });

  it('checks numbers exactly, with the server’s bounds and scale', () => {
    expect(compareDecimal('0.30', '0.3')).toBe(0);
    expect(compareDecimal('-1', '0.000000000001')).toBe(-1);
    expect(checkField(field('qty'), '0', false, 'zh')).toMatchObject({ key: 'min' });
    expect(checkField(field('qty'), '1,000', false, 'zh')).toBeNull();
    expect(checkField(field('qty'), '1.5', false, 'zh')).toMatchObject({ key: 'scale' });
    expect(checkField(field('amount'), 'abc', false, 'zh')).toMatchObject({ key: 'number' });
    expect(checkField(field('title'), 'a<b', false, 'zh')).toMatchObject({ key: 'markup' });
    expect(checkField(field('kind'), 'ink', false, 'zh')).toMatchObject({ key: 'option' });
    expect(checkField(field('title'), '  ', true, 'zh')).toMatchObject({ key: 'required' });
    expect(checkField(field('items'), [{ name: 'A4', count: 'x' }], false, 'zh')).toMatchObject({
      key: 'number',
      row: 1,
    });
  });

  it('saves only the fields editable at the node', () => {
    expect(valuesToSave(RECEIVE, adminNode(), false, { title: 'x', remark: ' ok ' })).toEqual({
      remark: ' ok ',
    });
  });

  it('finds the fields a server refusal names, and none for other failures', () => {
    const refusal = new ApiError('bad', 'http', 1400, 400, {
      code: 1400,
      success: false,
      msg: 'bad',
      data: { errors: [{ field: 'items.1.count', message: '第 2 行：「数量」须为数字' }] },
    });
    expect(fieldErrorsOf(refusal, RECEIVE.fields)).toEqual({ items: '第 2 行：「数量」须为数字' });
    expect(
      fieldErrorsOf(new ApiError('no', 'business', 2000, 200, undefined), RECEIVE.fields),
    ).toBeNull();
  });

  it('fills a new record’s defaults that name who fills it and when, never a stored record', () => {
    const context: DefaultContext = {
      userId: 'user-zhangsan',
      userName: '张三',
      deptId: 'dept-cost-1',
      deptName: '造价一部',
      now: '2026-11-23 09:30:00',
    };
    const form = {
      ...RECEIVE,
      fields: RECEIVE.fields.map((item) =>
        item.key === 'deptId'
          ? { ...item, defaultValue: '$currentDept' }
          : item.key === 'applyDate'
            ? { ...item, defaultValue: '$today' }
            : item.key === 'title'
              ? { ...item, defaultValue: '$unknown' }
              : item,
      ),
    };
    expect(initialValues(form, null, context)).toMatchObject({
      deptId: 'dept-cost-1',
      applyDate: '2026-11-23',
      title: '$unknown',
    });
    expect(defaultNames(form, context)).toEqual({ deptId: '造价一部' });
    expect(initialValues(form, record('r-1'), context)).toMatchObject({
      deptId: 'dept-general',
      applyDate: '2026-03-02',
    });
    expect(initialValues(form, null)).toMatchObject({ deptId: '$currentDept' });
  });
});
