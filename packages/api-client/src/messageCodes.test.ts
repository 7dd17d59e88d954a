import { messageSchema } from './contract/message';
import { isMessage } from './messageCodes';

const message = {
  id: 'm1',
  type: 'business',
  title: '审核提醒',
  content: '请审核',
  read: false,
  readAt: null,
  createdBy: null,
  createdAt: '2026-03-02 09:00:00',
  updatedBy: 'u1',
  updatedAt: '2026-03-02 09:00:00',
};

describe('isMessage, the schema-free check of a pushed message', () => {
  it.each([
    ['a whole message', message],
    ['a read one', { ...message, read: true, readAt: '2026-03-02 10:00:00' }],
    ['an unknown category', { ...message, type: 'okr' }],
    ['no title', { ...message, title: undefined }],
    ['a numeric id', { ...message, id: 1 }],
    ['a missing audit field', { ...message, updatedAt: undefined }],
    ['read as text', { ...message, read: 'false' }],
    ['null', null],
    ['text', 'message'],
  ])('agrees with messageSchema on %s', (_, value) => {
    expect(isMessage(value)).toBe(messageSchema.safeParse(value).success);
  });
});
