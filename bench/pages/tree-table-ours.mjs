// Page: @ccms/data-grid's TreeTable with a 10,000-node tree, driven through its gridRef handle.
import { registerDataGridResources, TreeTable } from '@ccms/data-grid';
import { registerUiResources, ThemeProvider } from '@ccms/ui';
import { createInstance } from 'i18next';
import { createElement as h, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createTreeRows, numberParameter } from './grid-data.mjs';

const nodeCount = numberParameter('nodes', 10_000);
const rows = createTreeRows(nodeCount);
const rootCount = rows.filter((row) => row.parentId === null).length;
const columns = [
  { key: 'name', title: '名称', width: 320 },
  { key: 'code', title: '编码', width: 140 },
  { key: 'unit', title: '单位', width: 80 },
  { key: 'amount', title: '金额', width: 120 },
];

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh',
  fallbackLng: 'zh',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerUiResources(i18n);
registerDataGridResources(i18n);

const container = document.getElementById('root');
const root = createRoot(container);
const gridRef = createRef();

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once `done()` holds, checked now and after every DOM change. */
function when(done) {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true });
  });
}

/** A message posted in a rAF callback runs once that frame has been painted. */
const afterNextPaint = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    }),
  );

/**
 * Time from `action()` until `done()` holds in the DOM: `painted` once the next frame is painted,
 * `ms` once two rAFs have passed (the brief's measure; it adds up to a frame of vsync wait).
 */
async function timeUntilPainted(action, done) {
  const start = performance.now();
  await action();
  await when(done);
  const painted = (await afterNextPaint()) - start;
  await nextFrame();
  return { ms: performance.now() - start, painted };
}

const treegrid = () => container.querySelector('[role="treegrid"]');
const shownRowCount = () => Number(treegrid()?.getAttribute('aria-rowcount') ?? 0) - 1;
const firstRowId = () =>
  container.querySelector('[role="row"][data-row-id]')?.getAttribute('data-row-id');

window.bench = {
  ready: true,
  nodeCount,
  mount: () =>
    timeUntilPainted(
      () =>
        root.render(
          h(
            I18nextProvider,
            { i18n },
            h(
              ThemeProvider,
              null,
              h(TreeTable, {
                rows,
                columns,
                gridRef,
                height: 600,
                draggable: true,
                'aria-label': '基准树表',
              }),
            ),
          ),
        ),
      () => shownRowCount() === rootCount && firstRowId() !== undefined,
    ),
  expandAll: () =>
    timeUntilPainted(
      () => gridRef.current.expandAll(),
      () => shownRowCount() === nodeCount,
    ),
  collapseAll: () =>
    timeUntilPainted(
      () => gridRef.current.collapseAll(),
      () => shownRowCount() === rootCount,
    ),
  /** Moves the first top-level node (and its subtree) after the last one, as one drop does. */
  async moveFirstRootToEnd() {
    const first = rows.find((row) => row.parentId === null);
    const last = rows.findLast((row) => row.parentId === null);
    let kept;
    const timing = await timeUntilPainted(
      async () => {
        kept = await gridRef.current.moveRow(first.id, last.id, 'after');
      },
      () => firstRowId() !== first.id,
    );
    return { ...timing, kept };
  },
};
