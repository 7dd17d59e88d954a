/** A menu's kind (MenuItem.type). */
export const MenuType = { directory: 1, page: 2, popup: 3, button: 4 } as const;
/** How a menu opens (MenuItem.openType). */
export const OpenType = { tab: 1, newWindow: 3 } as const;
