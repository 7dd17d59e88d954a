// What a benchmark page measures, the same way for every grid: mount until painted, scroll frames.

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once `selector` matches inside `container`. */
function whenPresent(container, selector) {
  if (container.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

/** Time from render() to a cell being in the DOM and two frames having passed (so it is painted). */
export async function timeUntilPainted(container, render, selector) {
  const start = performance.now();
  render();
  await whenPresent(container, selector);
  await nextFrame();
  await nextFrame();
  return performance.now() - start;
}

/** The element that scrolls the rows: the one inside `container` with the most to scroll vertically. */
export function findRowScroller(container) {
  let best;
  for (const element of container.querySelectorAll('*')) {
    const overflow = getComputedStyle(element).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const room = element.scrollHeight - element.clientHeight;
    if (room > 0 && (!best || room > best.scrollHeight - best.clientHeight)) best = element;
  }
  return best;
}

/**
 * Main-thread time of one frame: from the frame's start (the rAF timestamp, taken before scroll
 * events are dispatched) to the end of its rendering (a message posted in rAF runs after paint).
 */
function measureFrame(beforeWork) {
  return new Promise((resolve) => {
    requestAnimationFrame((frameStart) => {
      beforeWork?.();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - frameStart);
      channel.port2.postMessage(undefined);
    });
  });
}

/**
 * `steps` scrolls of one viewport each; a step's frame time is the longest frame among the
 * `framesPerStep` frames after it, so work a grid spreads over later frames counts too.
 */
export async function timeScrollSteps(scroller, steps, framesPerStep) {
  const stepTimes = [];
  for (let step = 0; step < steps; step++) {
    let longest = await measureFrame(() => {
      scroller.scrollTop += scroller.clientHeight;
    });
    for (let frame = 1; frame < framesPerStep; frame++) {
      longest = Math.max(longest, await measureFrame());
    }
    stepTimes.push(longest);
  }
  return stepTimes;
}

/** Exposes `window.bench` for the Node side: `mount()` and `scroll(steps, framesPerStep)`. */
export function installGridBench({ container, render, cellSelector = '[role="gridcell"]' }) {
  let scroller;
  window.bench = {
    ready: true,
    async mount() {
      const ms = await timeUntilPainted(container, render, cellSelector);
      const row = container.querySelector(cellSelector)?.closest('[role="row"]');
      return {
        ms,
        rowHeight: row ? row.getBoundingClientRect().height : undefined,
        cellsInDom: container.querySelectorAll(cellSelector).length,
      };
    },
    async scroll(steps, framesPerStep) {
      scroller ??= findRowScroller(container);
      if (!scroller) throw new Error('no scrolling element found in the grid');
      const stepTimes = await timeScrollSteps(scroller, steps, framesPerStep);
      return {
        stepTimes,
        scrollTop: scroller.scrollTop,
        cellsInDom: container.querySelectorAll(cellSelector).length,
      };
    },
  };
}
