import { plainTextOf, sanitizeArticleHtml } from '../modules/cms/sanitize';
import type { Db } from './database';
import { cmsArticles, cmsCategories } from './schema';

const SEEDER = 'system';
const DAY = 24 * 60 * 60_000;

/** Content categories; codes are what the home page panels ask for. */
export const DEMO_CMS_CATEGORIES = [
  { id: 'cms-news', parentId: null, name: '企业新闻', code: 'news', sort: 1 },
  { id: 'cms-industry', parentId: null, name: '行业动态', code: 'industry', sort: 2 },
  { id: 'cms-policy', parentId: 'cms-industry', name: '政策法规', code: 'policy', sort: 1 },
  { id: 'cms-notice', parentId: null, name: '通知公告', code: 'notice', sort: 3 },
  { id: 'cms-picture', parentId: null, name: '图片新闻', code: 'picture', sort: 4 },
] as const;

interface ArticleSeed {
  id: string;
  categoryId: string;
  title: string;
  summary: string;
  content: string;
  author: string;
  source: string;
  /** Published this many days before the seed time; null = a draft. */
  daysAgo: number | null;
  top?: boolean;
  sort?: number;
  viewCount?: number;
}

export const DEMO_CMS_ARTICLES: ArticleSeed[] = [
  {
    id: 'article-award',
    categoryId: 'cms-news',
    title: '公司荣获2025年度全过程工程咨询优秀企业称号',
    summary: '在省建设工程造价管理协会年会上，公司凭借多个全过程咨询项目的出色表现获得表彰。',
    content:
      '<p>3月1日，省建设工程造价管理协会2025年度年会在杭州召开。公司凭借<strong>滨江新城安置房</strong>、城东污水处理厂等全过程工程咨询项目的出色表现，荣获“全过程工程咨询优秀企业”称号。</p><p>公司将继续深耕造价咨询主业，提升数字化服务能力。</p>',
    author: '综合部',
    source: '本站',
    daysAgo: 1,
    top: true,
    viewCount: 128,
  },
  {
    id: 'article-training',
    categoryId: 'cms-news',
    title: '造价一部开展新版工程量清单计价规范专题培训',
    summary: '围绕 GB 50500 新版规范的主要变化，组织全体造价人员学习并进行案例研讨。',
    content:
      '<p>为帮助造价人员尽快掌握新版《建设工程工程量清单计价标准》，造价一部组织了为期两天的专题培训。</p><ul><li>清单项目设置与计量规则的变化</li><li>综合单价组成与风险分担</li><li>合同价款调整的新规定</li></ul><p>培训结束后进行了闭卷测试，合格率 96%。</p>',
    author: '造价一部',
    source: '本站',
    daysAgo: 6,
    viewCount: 57,
  },
  {
    id: 'article-price-index',
    categoryId: 'cms-industry',
    title: '2月份主要建筑材料价格指数发布：钢材小幅回落',
    summary: '省造价总站发布2月份建筑材料价格指数，钢筋、水泥价格环比下降，商品混凝土基本持平。',
    content:
      '<p>省建设工程造价管理总站发布2月份主要建筑材料价格指数。</p><table><thead><tr><th>材料</th><th>环比</th></tr></thead><tbody><tr><td>螺纹钢 HRB400</td><td>-2.1%</td></tr><tr><td>P.O 42.5 水泥</td><td>-1.3%</td></tr><tr><td>C30 商品混凝土</td><td>0.0%</td></tr></tbody></table><p>各项目在编制结算时请注意采用对应月份的信息价。</p>',
    author: '技术质量部',
    source: '省造价总站',
    daysAgo: 3,
    viewCount: 88,
  },
  {
    id: 'article-policy',
    categoryId: 'cms-policy',
    title: '住建部发布关于推进工程造价市场化改革的指导意见',
    summary: '意见提出完善工程计价依据发布机制，加强工程造价数据积累，推行清单计量、市场询价。',
    content:
      '<p>住房和城乡建设部近日印发指导意见，要求<em>推行清单计量、市场询价、自主报价、竞争定价</em>的工程计价方式。</p><p>意见还提出加快建立国有资金投资工程造价数据库，为造价咨询企业的数据服务带来新的发展机遇。</p>',
    author: '技术质量部',
    source: '住房和城乡建设部',
    daysAgo: 10,
    viewCount: 143,
  },
  {
    id: 'article-holiday',
    categoryId: 'cms-notice',
    title: '关于清明节放假安排的通知',
    summary: '4月4日至6日放假调休，共3天；请各部门做好项目资料归档和值班安排。',
    content:
      '<p>各部门：</p><p>根据国务院办公厅通知，清明节放假安排如下：4月4日至6日放假调休，共3天。</p><p>请各部门做好项目资料归档、电脑关机和值班安排，确保节日期间安全。</p><p style="text-align: right">综合部</p>',
    author: '综合部',
    source: '本站',
    daysAgo: 2,
    top: true,
    viewCount: 203,
  },
  {
    id: 'article-system-upgrade',
    categoryId: 'cms-notice',
    title: '管理平台将于本周六晚进行系统升级',
    summary: '升级期间（20:00—23:00）平台暂停服务，请提前保存正在编辑的造价文件。',
    content:
      '<p>为提升系统性能，管理平台将于本周六 20:00—23:00 进行升级维护，期间暂停服务。</p><p>请提前保存正在编辑的造价文件和流程表单。</p>',
    author: '综合部',
    source: '本站',
    daysAgo: 4,
    viewCount: 95,
  },
  {
    id: 'article-site-visit',
    categoryId: 'cms-picture',
    title: '公司组织青年员工赴地铁四号线施工现场学习',
    summary: '青年造价人员走进施工现场，对照图纸了解盾构区间与车站主体结构的计量要点。',
    content:
      '<p>3月上旬，公司组织20余名青年员工赴地铁四号线施工现场学习，现场技术负责人讲解了盾构区间和车站主体结构的施工工艺。</p>',
    author: '综合部',
    source: '本站',
    daysAgo: 5,
    viewCount: 61,
  },
  {
    id: 'article-draft-annual',
    categoryId: 'cms-news',
    title: '2025年度经营工作总结（草稿）',
    summary: '年度经营数据与重点项目回顾，待总经办审定后发布。',
    content: '<p>2025年公司完成咨询合同额 1.2 亿元，同比增长 8%……</p>',
    author: '总经办',
    source: '本站',
    daysAgo: null,
  },
];

/** The demo company's content: categories and a few articles, one of them still a draft. */
export async function seedContent(db: Db, company: string, now: Date): Promise<void> {
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  await db.insert(cmsCategories).values(
    DEMO_CMS_CATEGORIES.map((category) => ({
      ...category,
      companyId: company,
      parentIds: category.parentId ? `${category.parentId},` : '',
      ...stamp,
    })),
  );
  await db.insert(cmsArticles).values(
    DEMO_CMS_ARTICLES.map((article, index) => {
      const content = sanitizeArticleHtml(article.content);
      return {
        id: article.id,
        companyId: company,
        categoryId: article.categoryId,
        title: article.title,
        summary: article.summary,
        content,
        plainText: plainTextOf(content),
        author: article.author,
        source: article.source,
        status: article.daysAgo === null ? 'draft' : 'published',
        publishedAt:
          article.daysAgo === null ? null : new Date(now.getTime() - article.daysAgo * DAY),
        sort: article.sort ?? index + 1,
        top: article.top ?? false,
        viewCount: article.viewCount ?? 0,
        ...stamp,
      };
    }),
  );
}
