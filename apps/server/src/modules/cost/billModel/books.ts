/**
 * The bill books (清单计价规范) and norm books (定额库) a project's bills and norms can come from,
 * with their versions: code data, the same for every company. A project records its books at
 * import (cost_project_books); without a record the bill book is inferred from the bill codes.
 */
import type { CostBook } from '@ccms/api-client';

export const BILL_BOOKS: readonly CostBook[] = [
  {
    id: 'gb50500-2013',
    name: '建设工程工程量清单计价规范',
    version: 'GB 50500-2013',
    region: '全国',
    year: 2013,
  },
  {
    id: 'gb50500-2008',
    name: '建设工程工程量清单计价规范',
    version: 'GB 50500-2008',
    region: '全国',
    year: 2008,
  },
  {
    id: 'gb50500-2003',
    name: '建设工程工程量清单计价规范',
    version: 'GB 50500-2003',
    region: '全国',
    year: 2003,
  },
];

export const NORM_BOOKS: readonly CostBook[] = [
  {
    id: 'zj-2018-building',
    name: '浙江省房屋建筑与装饰工程预算定额',
    version: '2018版',
    region: '浙江省',
    year: 2018,
  },
  {
    id: 'zj-2018-install',
    name: '浙江省通用安装工程预算定额',
    version: '2018版',
    region: '浙江省',
    year: 2018,
  },
  {
    id: 'js-2014-building',
    name: '江苏省建筑与装饰工程计价定额',
    version: '2014版',
    region: '江苏省',
    year: 2014,
  },
  {
    id: 'tj-2015-building',
    name: '房屋建筑与装饰工程消耗量定额',
    version: 'TY 01-31-2015',
    region: '全国',
    year: 2015,
  },
];

const byId = (books: readonly CostBook[]) => new Map(books.map((book) => [book.id, book]));
export const BILL_BOOK_BY_ID: ReadonlyMap<string, CostBook> = byId(BILL_BOOKS);
export const NORM_BOOK_BY_ID: ReadonlyMap<string, CostBook> = byId(NORM_BOOKS);

/**
 * The bill book bill codes point to: 12-digit codes of the 2013 appendices (specialty 01–09, e.g.
 * 0105 混凝土 in 房屋建筑与装饰) read as GB 50500-2013; anything else is not inferred.
 */
export function inferBillBook(codes: readonly string[]): CostBook | null {
  const items = codes.map((code) => code.trim()).filter((code) => code.length > 0);
  if (items.length === 0) return null;
  const gb2013 = items.every((code) => /^0[1-9]\d{10}$/.test(code));
  return gb2013 ? BILL_BOOK_BY_ID.get('gb50500-2013')! : null;
}
