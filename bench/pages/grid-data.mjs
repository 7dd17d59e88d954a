// The benchmark's table: the same deterministic rows and columns for every grid measured.

/** A small seeded generator (mulberry32), so every run and every grid sees the same data. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = ['北京', '上海', '广州', '深圳', '重庆', '合肥', '杭州', '成都', '西安', '武汉'];
const KINDS = ['办公楼', '学校', '医院', '住宅', '地铁站房', '体育馆', '厂房', '商业综合体'];
const CATEGORIES = ['房屋建筑', '市政工程', '园林绿化', '安装工程', '装饰装修'];
const PEOPLE = ['张三', '李四', '王五', '赵六', '钱七', '孙八', '周九', '吴十'];
const STATUSES = ['草稿', '审核中', '已通过', '已驳回', '已归档'];
const DEPARTMENTS = ['造价一部', '造价二部', '审计部', '咨询部', '财务部'];

/** Twenty columns: text, numbers and dates, with the pixel widths both grids are given. */
export const GRID_COLUMNS = [
  { key: 'id', title: '编号', width: 110 },
  { key: 'name', title: '项目名称', width: 200 },
  { key: 'city', title: '城市', width: 90 },
  { key: 'category', title: '专业', width: 110 },
  { key: 'amount', title: '造价（万元）', width: 120 },
  { key: 'quantity', title: '工程量', width: 100 },
  { key: 'unitPrice', title: '综合单价', width: 110 },
  { key: 'total', title: '合价', width: 120 },
  { key: 'signedOn', title: '签约日期', width: 120 },
  { key: 'dueOn', title: '交付日期', width: 120 },
  { key: 'manager', title: '负责人', width: 90 },
  { key: 'status', title: '状态', width: 90 },
  { key: 'progress', title: '进度（%）', width: 100 },
  { key: 'code', title: '清单编码', width: 130 },
  { key: 'tax', title: '税额', width: 100 },
  { key: 'discount', title: '折扣', width: 80 },
  { key: 'createdAt', title: '创建时间', width: 160 },
  { key: 'department', title: '部门', width: 100 },
  { key: 'remarks', title: '备注', width: 200 },
  { key: 'score', title: '评分', width: 80 },
];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const DAY = 86_400_000;
const START = new Date(2020, 0, 1).getTime();

/** `count` rows of the twenty columns, the same for the same count. */
export function createGridRows(count) {
  const random = seededRandom(20261122);
  const rows = new Array(count);
  for (let index = 0; index < count; index++) {
    const quantity = Math.round(random() * 10_000) / 10;
    const unitPrice = Math.round(random() * 100_000) / 100;
    const signedOn = new Date(START + Math.floor(random() * 1500) * DAY);
    rows[index] = {
      id: `R${String(index + 1).padStart(6, '0')}`,
      name: `${pick(random, CITIES)}市${pick(random, KINDS)}${index % 97}号工程`,
      city: pick(random, CITIES),
      category: pick(random, CATEGORIES),
      amount: Math.round(random() * 1_000_000) / 100,
      quantity,
      unitPrice,
      total: Math.round(quantity * unitPrice * 100) / 100,
      signedOn,
      dueOn: new Date(signedOn.getTime() + Math.floor(random() * 700) * DAY),
      manager: pick(random, PEOPLE),
      status: pick(random, STATUSES),
      progress: Math.floor(random() * 101),
      code: String(Math.floor(random() * 1e9)).padStart(12, '0'),
      tax: Math.round(random() * 50_000) / 100,
      discount: Math.round(random() * 100) / 100,
      createdAt: new Date(START + Math.floor(random() * 1500 * DAY)),
      department: pick(random, DEPARTMENTS),
      remarks: random() < 0.3 ? '' : `第${index % 13}批次 · ${pick(random, STATUSES)}`,
      score: Math.round(random() * 50) / 10,
    };
  }
  return rows;
}

/** The query parameter `name` of the page URL as a positive number, or `fallback`. */
export function numberParameter(name, fallback) {
  const value = Number(new URLSearchParams(location.search).get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A tree of `count` nodes, breadth first: ten top-level nodes, then one to four children each (two on average)
 * (seeded), at most ten levels deep.
 */
export function createTreeRows(count) {
  const random = seededRandom(10_000);
  const rows = [];
  const queue = [];
  const add = (parent, order) => {
    const level = parent ? parent.level + 1 : 0;
    const row = {
      id: `N${rows.length + 1}`,
      parentId: parent ? parent.id : null,
      order,
      level,
      name: `${pick(random, CATEGORIES)} ${rows.length + 1}`,
      code: String(rows.length + 1).padStart(9, '0'),
      unit: pick(random, ['m²', 'm³', 't', '项']),
      amount: Math.round(random() * 1_000_000) / 100,
    };
    rows.push(row);
    queue.push(row);
  };
  for (let order = 0; order < Math.min(10, count); order++) add(undefined, order);
  for (let head = 0; head < queue.length && rows.length < count; head++) {
    const parent = queue[head];
    if (parent.level >= 9) continue;
    const fanOut = 1 + Math.floor(random() * 3.2);
    for (let order = 0; order < fanOut && rows.length < count; order++) add(parent, order);
  }
  return rows;
}
