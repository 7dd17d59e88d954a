import {
  DEFAULT_PANEL_LAYOUT,
  HOME_PANELS,
  nextSlotIndex,
  PANEL_SLOT_COUNT,
  placePanel,
  removePanel,
  slotOfPanel,
  toPanelSlots,
  trimPanelLayout,
  type PanelLayoutItem,
} from './panelLayout';

const panel = (index: number): PanelLayoutItem => HOME_PANELS[index] as PanelLayoutItem;
const codes = (slots: readonly (PanelLayoutItem | null)[]) =>
  slots.map((slot) => slot?.code ?? null);

describe('home panels', () => {
  it('are the spec’s eight, and the default layout holds the first seven', () => {
    expect(HOME_PANELS.map((item) => item.title)).toEqual([
      '消息提醒',
      '通知公告',
      '行业资讯',
      '图片新闻',
      '企业品牌',
      '升级说明',
      '邮件',
      'KPI评分',
    ]);
    expect(codes(DEFAULT_PANEL_LAYOUT)).toEqual(codes(HOME_PANELS.slice(0, 7)));
    for (const item of HOME_PANELS) {
      expect(Object.keys(item).sort()).toEqual(['code', 'morePath', 'title']);
    }
  });
});

describe('toPanelSlots', () => {
  it('given no saved layout, gives the default in 8 slots with the last empty', () => {
    const slots = toPanelSlots(undefined);
    expect(slots).toHaveLength(PANEL_SLOT_COUNT);
    expect(codes(slots)).toEqual([...codes(HOME_PANELS.slice(0, 7)), null]);
  });

  it('given a trimmed layout, pads it with empty slots', () => {
    expect(codes(toPanelSlots([panel(1), null, panel(3)]))).toEqual([
      'notice',
      null,
      'pictureNews',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads {} and an empty code as empty, keeps a twice-saved panel in its first slot only', () => {
    expect(codes(toPanelSlots([{}, { title: '', code: '' }, panel(0), panel(0)], 4))).toEqual([
      null,
      null,
      'message',
      null,
    ]);
  });

  it('given more saved slots than the editor has, keeps the first ones', () => {
    expect(toPanelSlots(HOME_PANELS, 3)).toHaveLength(3);
  });

  it('given an empty saved layout, gives empty slots (not the default)', () => {
    expect(codes(toPanelSlots([], 2))).toEqual([null, null]);
  });
});

describe('placePanel', () => {
  it('puts a panel in an empty slot', () => {
    const slots = placePanel([null, null], panel(7), 1);
    expect(codes(slots)).toEqual([null, 'kpiScore']);
  });

  it('moves a placed panel: its old slot is emptied', () => {
    const slots = placePanel([panel(0), panel(1), null], panel(0), 2);
    expect(codes(slots)).toEqual([null, 'notice', 'message']);
    expect(slotOfPanel(slots, 'message')).toBe(2);
  });

  it('replaces what the target held; the replaced panel leaves the layout', () => {
    const slots = placePanel([panel(0), panel(1)], panel(0), 1);
    expect(codes(slots)).toEqual([null, 'message']);
    expect(slotOfPanel(slots, 'notice')).toBe(-1);
  });

  it('ignores a slot outside the layout and does not change its input', () => {
    const before = [panel(0), null];
    expect(codes(placePanel(before, panel(1), 5))).toEqual(['message', null]);
    placePanel(before, panel(1), 1);
    expect(codes(before)).toEqual(['message', null]);
  });
});

describe('removePanel', () => {
  it('empties the slot and keeps the others in place', () => {
    expect(codes(removePanel([panel(0), panel(1), panel(2)], 1))).toEqual([
      'message',
      null,
      'industryNews',
    ]);
  });
});

describe('trimPanelLayout', () => {
  it('keeps the slots up to the last filled one, gaps included', () => {
    expect(codes(trimPanelLayout([panel(0), null, panel(2), null, null]))).toEqual([
      'message',
      null,
      'industryNews',
    ]);
  });

  it('gives an empty list when every slot is empty', () => {
    expect(trimPanelLayout([null, null])).toEqual([]);
  });
});

describe('nextSlotIndex (keyboard drag, two slots a row)', () => {
  it('enters the first slot from outside', () => {
    expect(nextSlotIndex(-1, 'ArrowDown', 8, 2)).toBe(0);
  });

  it('steps one slot left/right and one row up/down', () => {
    expect(nextSlotIndex(0, 'ArrowRight', 8, 2)).toBe(1);
    expect(nextSlotIndex(1, 'ArrowLeft', 8, 2)).toBe(0);
    expect(nextSlotIndex(1, 'ArrowDown', 8, 2)).toBe(3);
    expect(nextSlotIndex(3, 'ArrowUp', 8, 2)).toBe(1);
  });

  it('holds at the edges', () => {
    expect(nextSlotIndex(0, 'ArrowLeft', 8, 2)).toBe(0);
    expect(nextSlotIndex(7, 'ArrowDown', 8, 2)).toBe(7);
    expect(nextSlotIndex(0, 'ArrowUp', 8, 2)).toBe(0);
  });
});
