import { act, within } from '@testing-library/react';
import { toast } from '@ccms/ui';
import { vi } from 'vitest';
import { session } from '../../../app/session';
import { envelope } from '../../../app/testing';

// Test support shared by the content, import-template and footprint pages' tests.

type Box = { width: number; height: number };

/**
 * jsdom lays nothing out: elements of the given roles (grid, tree) get a box so their
 * virtualisers render rows. Call in beforeEach.
 */
export function layOutByRole(boxes: Record<string, Box>) {
  const boxOf = (element: HTMLElement) => boxes[element.getAttribute('role') ?? ''];
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.height ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.width ?? 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
  localStorage.clear();
}

/** Undoes the stubs and signs out; call in afterEach. */
export function cleanUpPage() {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
}

/** Stub answers that record the JSON body each call sent, under a name. */
export function recordingCalls() {
  const calls: { key: string; body: unknown }[] = [];
  const record = (key: string, data: unknown) => (init: RequestInit | undefined) => {
    calls.push({
      key,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return { body: envelope(data) };
  };
  const sent = (key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
  return { record, sent };
}

/** The row of a grid that shows a text. */
export function rowIn(grid: HTMLElement, text: string): HTMLElement {
  const row = within(grid)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(text) !== null);
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}
