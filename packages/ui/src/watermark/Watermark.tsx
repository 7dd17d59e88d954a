import { useEffect, useRef, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { WatermarkHost } from './Watermark.styles';

/** The spec's watermark setting: `waterType` 'text' or 'image', `waterValue` the text or image URL. */
export type WaterType = 'text' | 'image';

export interface WatermarkProps {
  waterType: WaterType;
  /** The text, or the image's URL; empty shows no watermark. */
  waterValue: string;
  /** Marks these children only; without children the overlay covers the whole page. */
  children?: ReactNode;
  /** Distance between repeats, in px. */
  gap?: { x: number; y: number };
  /** 0–1; defaults to 0.06 for text and 0.08 for images: readable when looked for, no more. */
  opacity?: number;
  className?: string;
}

/** The default strength of a text and of an image mark. */
export const TEXT_OPACITY = 0.06;
export const IMAGE_OPACITY = 0.08;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A tile of rotated text as an SVG data URL, so the overlay needs no canvas and no fonts to load. */
function textTile(text: string, fontFamily: string, color: string, gap: { x: number; y: number }) {
  const width = Math.max(160, text.length * 14) + gap.x;
  const height = 80 + gap.y;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
    `transform="rotate(-20 ${width / 2} ${height / 2})" font-size="14" ` +
    `font-family="${escapeXml(fontFamily)}" fill="${color}">${escapeXml(text)}</text></svg>`;
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height };
}

function overlayStyle(props: {
  image: string;
  width?: number;
  height?: number;
  opacity: number;
  fixed: boolean;
  zIndex: number;
}): string {
  const size = props.width ? `${props.width}px ${props.height}px` : 'auto';
  return [
    `position: ${props.fixed ? 'fixed' : 'absolute'}`,
    'inset: 0',
    'pointer-events: none',
    `z-index: ${props.zIndex}`,
    `opacity: ${props.opacity}`,
    `background-image: url(${JSON.stringify(props.image)})`,
    'background-repeat: repeat',
    `background-size: ${size}`,
    'display: block',
    'visibility: visible',
  ].join('; ');
}

/**
 * A repeating text or image watermark over the page or its children, beneath overlays (dialogs,
 * popovers, toasts) and faint. It takes no pointer
 * events, is hidden from assistive technology, and puts itself back (and its look) when
 * removed or restyled through the DOM, e.g. from the browser's developer tools.
 */
export function Watermark({
  waterType,
  waterValue,
  children,
  gap = { x: 80, y: 80 },
  opacity,
  className,
}: WatermarkProps) {
  const theme = useTheme();
  const hostRef = useRef<HTMLDivElement>(null);
  const hasChildren = children !== undefined && children !== null;
  const gapX = gap.x;
  const gapY = gap.y;

  useEffect(() => {
    if (!waterValue) return;
    const parent = hasChildren ? hostRef.current : document.body;
    if (!parent) return;
    const tile =
      waterType === 'text'
        ? textTile(waterValue, theme.fontFamily, theme.colors.text.primary, { x: gapX, y: gapY })
        : { url: waterValue, width: undefined, height: undefined };
    const style = overlayStyle({
      image: tile.url,
      width: tile.width,
      height: tile.height,
      opacity: opacity ?? (waterType === 'text' ? TEXT_OPACITY : IMAGE_OPACITY),
      fixed: !hasChildren,
      // Beneath dialogs, drawers, popovers and toasts: it marks the page, not what lies over it.
      zIndex: theme.zIndex.overlay - 1,
    });
    const overlay = document.createElement('div');
    const isIntact = () =>
      overlay.attributes.length === 3 &&
      overlay.getAttribute('style') === style &&
      overlay.getAttribute('aria-hidden') === 'true' &&
      overlay.hasAttribute('data-watermark') &&
      overlay.childNodes.length === 0;
    const restore = () => {
      for (const attribute of Array.from(overlay.attributes))
        overlay.removeAttribute(attribute.name);
      overlay.setAttribute('style', style);
      overlay.setAttribute('aria-hidden', 'true');
      overlay.setAttribute('data-watermark', '');
      overlay.replaceChildren();
    };
    restore();
    parent.appendChild(overlay);

    // Our own repairs cause records too; they find everything intact and do nothing.
    const observer = new MutationObserver(() => {
      if (overlay.parentNode !== parent) parent.appendChild(overlay);
      if (!isIntact()) restore();
    });
    observer.observe(parent, { childList: true });
    observer.observe(overlay, { attributes: true, childList: true });
    return () => {
      observer.disconnect();
      overlay.remove();
    };
  }, [waterType, waterValue, hasChildren, gapX, gapY, opacity, theme]);

  return hasChildren ? (
    <WatermarkHost ref={hostRef} className={className}>
      {children}
    </WatermarkHost>
  ) : null;
}
