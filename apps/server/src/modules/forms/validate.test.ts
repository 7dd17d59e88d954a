import { formFieldSchema, type FormField } from '@ccms/api-client';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  referencedIds,
  resolveNode,
  sanitizeRichText,
  validateValues,
  type Lookups,
  type NodeConfig,
} from './validate';

const field = (input: Record<string, unknown>): FormField =>
  formFieldSchema.parse({ required: false, width: 1, listed: false, ...input });

const FIELDS: FormField[] = [
  field({ key: 'title', label: '事由', labels: { en: 'Reason' }, type: 'text', required: true }),
  field({ key: 'qty', label: '数量', type: 'number', rules: { min: '0', scale: 2 } }),
  field({ key: 'price', label: '单价', type: 'money' }),
  field({ key: 'day', label: '日期', type: 'date' }),
  field({ key: 'at', label: '时间', type: 'datetime' }),
  field({ key: 'unit', label: '单位', type: 'dict', dictCode: 'UNIT' }),
  field({
    key: 'state',
    label: '状态',
    type: 'dict',
    options: [{ value: 'a', label: '可用' }],
  }),
  field({ key: 'deptId', label: '部门', type: 'dept' }),
  field({ key: 'who', label: '人员', type: 'user' }),
  field({ key: 'files', label: '附件', type: 'attachments' }),
  field({
    key: 'items',
    label: '明细',
    type: 'subTable',
    columns: [
      { key: 'item', label: '物品', type: 'text', required: true },
      { key: 'amount', label: '金额', type: 'money', required: true },
    ],
  }),
];

const LOOKUPS: Lookups = {
  dicts: new Map([['UNIT', new Map([['ge', '个']])]]),
  depts: new Map([['dept-1', '综合部']]),
  users: new Map([['user-1', '张三']]),
  files: new Set(['file-1']),
};

const editable: NodeConfig = resolveNode({ fields: FIELDS, nodes: {} }, null, true);

function messages(result: ReturnType<typeof validateValues>, locale: 'zh' | 'en' = 'zh') {
  return result.ok ? [] : result.errors.map((e) => errorMessage(e, locale));
}

describe('resolveNode', () => {
  const nodes = { step2: { title: { display: true, readonly: false, required: true } } };

  it('lets the start node edit every field not configured', () => {
    const node = resolveNode({ fields: FIELDS, nodes }, null, true);
    expect(node['qty']).toEqual({ display: true, readonly: false, required: false });
    expect(node['title']).toEqual({ display: true, readonly: false, required: true });
  });

  it('makes unnamed fields read-only at other nodes; named ones follow their config', () => {
    const node = resolveNode({ fields: FIELDS, nodes }, 'step2', false);
    expect(node['qty']).toEqual({ display: true, readonly: true, required: false });
    expect(node['title']).toEqual({ display: true, readonly: false, required: true });
  });
});

describe('validateValues', () => {
  it('normalises every type: money to 2 decimals, numbers without commas, labels resolved', () => {
    const result = validateValues(
      FIELDS,
      editable,
      {
        title: '  领用  ',
        qty: '1,200.5',
        price: 12,
        day: '2026-02-28',
        at: '2026-02-28 09:05:00',
        unit: 'ge',
        state: 'a',
        deptId: 'dept-1',
        who: 'user-1',
        files: ['file-1', 'file-1'],
        items: [{ item: '纸', amount: '3.5' }],
        stray: 'dropped',
      },
      null,
      LOOKUPS,
    );
    expect(result).toEqual({
      ok: true,
      result: {
        values: {
          title: '领用',
          qty: '1200.5',
          price: '12.00',
          day: '2026-02-28',
          at: '2026-02-28 09:05:00',
          unit: 'ge',
          state: 'a',
          deptId: 'dept-1',
          who: 'user-1',
          files: ['file-1'],
          items: [{ item: '纸', amount: '3.50' }],
        },
        labels: { unit: '个', state: '可用', deptId: '综合部', who: '张三' },
      },
    });
  });

  it('names every problem with an actionable message', () => {
    const result = validateValues(
      FIELDS,
      editable,
      {
        title: '',
        qty: '1.234',
        price: 'abc',
        day: '2026-02-30',
        at: '2026-02-28',
        unit: 'zz',
        deptId: 'dept-x',
        who: 'user-x',
        files: ['file-x'],
        items: [{ item: '纸', amount: '1' }, { amount: '1.001' }],
      },
      null,
      LOOKUPS,
    );
    expect(messages(result)).toEqual([
      '请填写「事由」',
      '「数量」不超过 2 位小数',
      '「单价」须为数字',
      '「日期」日期格式须为 YYYY-MM-DD',
      '「时间」时间格式须为 YYYY-MM-DD HH:mm:ss',
      '「单位」的选项不存在：zz',
      '「部门」所选部门不存在',
      '「人员」所选人员不存在',
      '「附件」的附件不存在或已删除，请重新上传',
      '第 2 行：请填写「物品」',
      '第 2 行：「金额」不超过 2 位小数',
    ]);
    expect(result.ok ? [] : result.errors.map((e) => e.field).slice(-2)).toEqual([
      'items[1].item',
      'items[1].amount',
    ]);
    expect(messages(result, 'en')[0]).toBe('Fill in “Reason”');
  });

  it('checks number bounds with exact decimals', () => {
    const below = validateValues(FIELDS, editable, { title: 'x', qty: '-0.01' }, null, LOOKUPS);
    expect(messages(below)).toEqual(['「数量」不能小于 0']);
  });

  it('keeps read-only fields at their stored values and ignores what was sent for them', () => {
    const node = resolveNode({ fields: FIELDS, nodes: {} }, 'later', false);
    const stored = { title: '原事由', qty: '2' };
    const result = validateValues(
      FIELDS,
      node,
      { title: '篡改', qty: 'not a number' },
      stored,
      LOOKUPS,
    );
    expect(result.ok && result.result.values['title']).toBe('原事由');
    expect(result.ok && result.result.values['qty']).toBe('2');
  });

  it('requires what the node requires, even where the field is optional', () => {
    const node: NodeConfig = {
      ...editable,
      qty: { display: true, readonly: false, required: true },
    };
    expect(messages(validateValues(FIELDS, node, { title: 'x' }, null, LOOKUPS))).toEqual([
      '请填写「数量」',
    ]);
  });

  it('refuses markup in text and sub-tables that are not lists', () => {
    const result = validateValues(
      FIELDS,
      editable,
      { title: '<b>x</b>', items: 'rows' },
      null,
      LOOKUPS,
    );
    expect(messages(result)).toEqual(['「事由」不能包含 < 或 >', '「明细」须为列表']);
  });
});

describe('rich text', () => {
  const RICH: FormField[] = [
    field({ key: 'body', label: '正文', type: 'richText', required: true }),
    field({ key: 'note', label: '说明', type: 'richText' }),
  ];
  const start = resolveNode({ fields: RICH, nodes: {} }, null, true);

  it('keeps formatting but strips scripts, event handlers and javascript: links', () => {
    const result = validateValues(
      RICH,
      start,
      {
        body:
          '<p onclick="steal()">通知<script>alert(1)</script><strong>正文</strong></p>' +
          '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
      },
      null,
      LOOKUPS,
    );
    expect(result.ok).toBe(true);
    const body = result.ok ? String(result.result.values['body']) : '';
    expect(body).toBe('<p>通知<strong>正文</strong></p><img src="x.png" /><a>链接</a>');
    expect(body).not.toMatch(/script|onclick|onerror|javascript/i);
  });

  it('takes HTML without text as empty, so a required rich text must be filled', () => {
    const result = validateValues(
      RICH,
      start,
      { body: '<p><script>x</script></p>', note: '<p> </p>' },
      null,
      LOOKUPS,
    );
    expect(messages(result)).toEqual(['请填写「正文」']);
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<p><img src="a.png"></p>')).toBe('<p><img src="a.png" /></p>');
  });

  it('cleans a stored value the node keeps read-only', () => {
    const readonly = resolveNode({ fields: RICH, nodes: {} }, 'later', false);
    const result = validateValues(
      RICH,
      readonly,
      { body: '<p>改写</p>' },
      { body: '<p onclick="x()">原文<script>bad()</script></p>', note: null },
      LOOKUPS,
    );
    expect(result.ok && result.result.values['body']).toBe('<p>原文</p>');
  });
});

describe('referencedIds', () => {
  it('collects the departments, people, files and dictionaries the values name', () => {
    const ids = referencedIds(FIELDS, {
      deptId: 'd1',
      who: 'u1',
      files: ['f1', 'f2'],
      items: [{ item: 'x' }],
    });
    expect([...ids.depts]).toEqual(['d1']);
    expect([...ids.users]).toEqual(['u1']);
    expect([...ids.files]).toEqual(['f1', 'f2']);
    expect([...ids.dictCodes]).toEqual(['UNIT']);
  });
});
