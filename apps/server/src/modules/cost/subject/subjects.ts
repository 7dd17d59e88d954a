/**
 * The subject model (科目/指标模型): the tree of cost subjects a unit's bills are summed into,
 * each leaf with the GB 50500 appendix code prefixes (项目编码 specialty 2 + appendix 2 + 分部 2)
 * that assign a bill to it. Code data, the same for every company.
 */

export interface SubjectDef {
  code: string;
  name: string;
  /** Bill code prefixes of this subject; the longest matching prefix over the tree wins. */
  prefixes: readonly string[];
  children?: readonly SubjectDef[];
}

const s = (
  code: string,
  name: string,
  prefixes: readonly string[],
  children?: readonly SubjectDef[],
): SubjectDef => (children ? { code, name, prefixes, children } : { code, name, prefixes });

export const SUBJECT_TREE: readonly SubjectDef[] = [
  s('01', '土石方工程', ['0101']),
  s('02', '地基基础', ['0102', '0103']),
  s('03', '砌筑工程', ['0104']),
  s(
    '04',
    '钢筋混凝土工程',
    ['0105'],
    [
      s('0401', '基础', ['010501']),
      s('0402', '柱', ['010502']),
      s('0403', '梁', ['010503']),
      s('0404', '墙', ['010504']),
      s('0405', '板', ['010505']),
      s('0406', '楼梯及其他构件', ['010506', '010507', '010508']),
      s('0407', '钢筋', ['010515', '010516']),
    ],
  ),
  s('05', '金属结构', ['0106']),
  s('06', '门窗工程', ['0108']),
  s('07', '屋面及防水', ['0109']),
  s('08', '保温隔热', ['0110']),
  s(
    '09',
    '装饰工程',
    [],
    [
      s('0901', '楼地面', ['0111']),
      s('0902', '墙柱面', ['0112']),
      s('0903', '天棚', ['0113']),
      s('0904', '油漆涂料', ['0114', '0115']),
    ],
  ),
  s('10', '措施项目', ['0117']),
  s(
    '11',
    '安装工程',
    ['03'],
    [
      s('1101', '电气', ['0304']),
      s('1102', '通风空调', ['0307']),
      s('1103', '消防', ['0309']),
      s('1104', '给排水', ['0310']),
    ],
  ),
];

export interface SubjectEntry {
  code: string;
  name: string;
  parentCode: string | null;
  depth: number;
  isLeaf: boolean;
}

/** The tree flattened in display order. */
export const SUBJECTS: readonly SubjectEntry[] = (() => {
  const list: SubjectEntry[] = [];
  const walk = (nodes: readonly SubjectDef[], parentCode: string | null, depth: number) => {
    for (const node of nodes) {
      list.push({
        code: node.code,
        name: node.name,
        parentCode,
        depth,
        isLeaf: !node.children?.length,
      });
      if (node.children) walk(node.children, node.code, depth + 1);
    }
  };
  walk(SUBJECT_TREE, null, 0);
  return list;
})();

export const SUBJECT_BY_CODE: ReadonlyMap<string, SubjectEntry> = new Map(
  SUBJECTS.map((subject) => [subject.code, subject]),
);

/** Every (prefix, subject) rule, longest prefix first. */
const RULES: readonly [prefix: string, subject: string][] = (() => {
  const rules: [string, string][] = [];
  const walk = (nodes: readonly SubjectDef[]) => {
    for (const node of nodes) {
      for (const prefix of node.prefixes) rules.push([prefix, node.code]);
      if (node.children) walk(node.children);
    }
  };
  walk(SUBJECT_TREE);
  return rules.sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
})();

/** The subject a bill code belongs to by the longest matching prefix rule, or null. */
export function subjectByCode(billCode: string): string | null {
  const code = billCode.trim();
  for (const [prefix, subject] of RULES) if (code.startsWith(prefix)) return subject;
  return null;
}

/** The subject and its ancestors, from the root down. */
export function subjectPath(code: string): string[] {
  const path: string[] = [];
  let current = SUBJECT_BY_CODE.get(code);
  while (current) {
    path.unshift(current.code);
    current = current.parentCode ? SUBJECT_BY_CODE.get(current.parentCode) : undefined;
  }
  return path;
}
