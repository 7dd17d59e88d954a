import type { MessageType } from '@ccms/api-client';
import type { Db } from './database';
import { messages } from './schema';

interface MessageSeed {
  id: string;
  userId: string;
  type: MessageType;
  title: string;
  content: string;
  /** How long before the seed time it arrived. */
  hoursAgo: number;
  read?: boolean;
}

const HOUR = 60 * 60_000;

/** Reminders a cost-consulting office receives, in all five categories, some already read. */
export const DEMO_MESSAGES: MessageSeed[] = [
  {
    id: 'msg-admin-1',
    userId: 'user-admin',
    type: 'business',
    title: '待办提醒：滨江新城安置房结算审核',
    content: '张三提交的《滨江新城安置房项目结算审核报告》等待您审批，请于3月5日前处理。',
    hoursAgo: 1,
  },
  {
    id: 'msg-admin-2',
    userId: 'user-admin',
    type: 'contract',
    title: '合同到期提醒：市政道路全过程造价咨询合同',
    content: '合同编号 HT-2025-0186 将于30天后到期，请及时与委托方沟通续签事宜。',
    hoursAgo: 5,
  },
  {
    id: 'msg-admin-3',
    userId: 'user-admin',
    type: 'hr',
    title: '人员入职：造价一部新增造价员一名',
    content: '王五已于今日办理入职手续，请为其分配系统角色和项目岗位。',
    hoursAgo: 26,
    read: true,
  },
  {
    id: 'msg-admin-4',
    userId: 'user-admin',
    type: 'admin',
    title: '行政通知：办公区消防演练',
    content: '公司定于本周五下午3点开展消防疏散演练，请各部门提前做好安排。',
    hoursAgo: 30,
  },
  {
    id: 'msg-admin-5',
    userId: 'user-admin',
    type: 'finance',
    title: '收款提醒：第二期咨询费已到账',
    content: '城东污水处理厂预算编制项目第二期咨询费 86,000.00 元已到账，请核对开票信息。',
    hoursAgo: 50,
    read: true,
  },
  {
    id: 'msg-zhangsan-1',
    userId: 'user-zhangsan',
    type: 'business',
    title: '退回修改：实验小学扩建工程概算',
    content: '审核人李四退回了《实验小学扩建工程概算书》，意见：措施费费率取值需补充依据。',
    hoursAgo: 2,
  },
  {
    id: 'msg-zhangsan-2',
    userId: 'user-zhangsan',
    type: 'contract',
    title: '合同签订：高新区综合管廊跟踪审计',
    content: '您参与的高新区综合管廊跟踪审计合同已完成签订，项目组成员请查看项目资料。',
    hoursAgo: 20,
  },
  {
    id: 'msg-zhangsan-3',
    userId: 'user-zhangsan',
    type: 'hr',
    title: '继续教育提醒：一级造价工程师学时',
    content: '您本年度继续教育学时尚差 12 学时，请于年底前完成。',
    hoursAgo: 48,
    read: true,
  },
  {
    id: 'msg-zhangsan-4',
    userId: 'user-zhangsan',
    type: 'admin',
    title: '用车审批通过',
    content: '您3月4日前往现场踏勘的用车申请已审批通过，车牌号苏A·5K216。',
    hoursAgo: 70,
  },
  {
    id: 'msg-zhangsan-5',
    userId: 'user-zhangsan',
    type: 'finance',
    title: '报销已支付',
    content: '您提交的2月份差旅费报销单（金额 1,268.50 元）已支付，请注意查收。',
    hoursAgo: 96,
    read: true,
  },
];

export async function seedMessages(tx: Db, companyId: string, now: Date): Promise<void> {
  await tx.insert(messages).values(
    DEMO_MESSAGES.map(({ hoursAgo, read, ...message }) => {
      const at = new Date(now.getTime() - hoursAgo * HOUR);
      return {
        ...message,
        companyId,
        readAt: read ? at : null,
        createdAt: at,
        createdBy: 'system',
        updatedAt: at,
        updatedBy: read ? message.userId : 'system',
      };
    }),
  );
}
