import { waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Watermark } from './Watermark';

const overlays = (root: ParentNode = document) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-watermark]'));

describe('Watermark', () => {
  it('covers the page with a repeating, inert text mark hidden from assistive technology', async () => {
    const { container } = renderWithTheme(
      <Watermark waterType="text" waterValue="张三 <造价一部>" />,
    );
    const [overlay] = overlays(document.body);
    expect(overlay).toBeDefined();
    expect(overlay!.parentElement).toBe(document.body);
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const style = overlay!.getAttribute('style')!;
    expect(style).toContain('position: fixed');
    expect(style).toContain('pointer-events: none');
    expect(style).toContain('background-repeat: repeat');
    // Faint, and beneath dialogs and popovers (the theme's overlay layer, 2000).
    expect(style).toContain('opacity: 0.06');
    expect(Number(/z-index: (\d+)/.exec(style)![1])).toBeLessThan(2000);
    // The text is XML-escaped inside the SVG tile.
    const svg = decodeURIComponent(style);
    expect(svg).toContain('张三 &#60;造价一部&#62;');
    expect(svg).not.toContain('<造价一部>');
    await expectNoAxeViolations(container);
  });

  it('marks only its children with an image', async () => {
    const { container } = renderWithTheme(
      <Watermark waterType="image" waterValue="/logo.png">
        <p>合同金额</p>
      </Watermark>,
    );
    const [overlay] = overlays(container);
    expect(overlay!.parentElement).toHaveTextContent('合同金额');
    expect(overlay!.getAttribute('style')).toContain('position: absolute');
    expect(overlay!.getAttribute('style')).toContain('url("/logo.png")');
    expect(overlays(document.body)).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('puts itself back when deleted from the DOM', async () => {
    renderWithTheme(<Watermark waterType="text" waterValue="机密" />);
    overlays()[0]!.remove();
    await waitFor(() => expect(overlays()).toHaveLength(1));
    document.body.replaceChildren();
    await waitFor(() => expect(overlays()).toHaveLength(1));
  });

  it('undoes restyling, hiding and content added to it', async () => {
    renderWithTheme(<Watermark waterType="text" waterValue="机密" />);
    const overlay = overlays()[0]!;
    const original = overlay.getAttribute('style');
    overlay.style.display = 'none';
    await waitFor(() => expect(overlay.getAttribute('style')).toBe(original));
    overlay.removeAttribute('aria-hidden');
    overlay.setAttribute('hidden', '');
    await waitFor(() => expect(overlay).toHaveAttribute('aria-hidden', 'true'));
    expect(overlay).not.toHaveAttribute('hidden');
    overlay.append('x');
    await waitFor(() => expect(overlay.childNodes).toHaveLength(0));
  });

  it('goes away on unmount and when the value is emptied', () => {
    const { rerender, unmount } = renderWithTheme(<Watermark waterType="text" waterValue="机密" />);
    rerender(<Watermark waterType="text" waterValue="" />);
    expect(overlays()).toHaveLength(0);
    rerender(<Watermark waterType="text" waterValue="内部资料" />);
    expect(overlays()).toHaveLength(1);
    unmount();
    expect(overlays()).toHaveLength(0);
  });
});
