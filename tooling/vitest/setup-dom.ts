import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy / waitFor wait up to 15 s: the suite runs on shared two-core machines, where the portal's
// lazily loaded page modules (transformed on first import) have been seen to take more than 5 s to
// arrive under load. A passing wait still returns as soon as its condition holds, so the ceiling
// costs nothing; tests do not set their own shorter ones.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; components that observe size or media use them.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
