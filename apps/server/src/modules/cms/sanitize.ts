import sanitizeHtml from 'sanitize-html';

/** Hosts whose players an article may embed; any other frame is removed. */
export const EMBED_HOSTS = ['player.bilibili.com', 'v.qq.com', 'player.youku.com'];

const STYLE_VALUE = [/^[#(),.%\w\s-]{1,80}$/];

const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'iframe',
    'font',
    'del',
    'ins',
    'center',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'align', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    td: ['colspan', 'rowspan', 'valign', 'width', 'height'],
    th: ['colspan', 'rowspan', 'valign', 'width', 'height', 'scope'],
    ol: ['start', 'type', 'reversed'],
  },
  // Inline styles pass property by property, with plain values only (no url(), no expression()).
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'color',
        'background-color',
        'text-align',
        'text-indent',
        'text-decoration',
        'font-size',
        'font-weight',
        'font-style',
        'font-family',
        'line-height',
        'letter-spacing',
        'width',
        'height',
        'max-width',
        'margin',
        'margin-left',
        'margin-right',
        'margin-top',
        'margin-bottom',
        'padding',
        'padding-left',
        'padding-right',
        'padding-top',
        'padding-bottom',
        'border',
        'border-collapse',
        'vertical-align',
        'float',
      ].map((property) => [property, STYLE_VALUE]),
    ),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new window must not hand the opener to the page it opens.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * An article's HTML made safe to show: scripts, styles sheets, event handlers (onerror, onclick …),
 * javascript: and other foreign URL schemes, and frames from hosts not in EMBED_HOSTS are removed;
 * ordinary formatting, tables, images and links are kept.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of (sanitised) HTML, one line: what search and summaries read. */
export function plainTextOf(html: string): string {
  // Block ends and line breaks separate words that would otherwise run together.
  const spaced = html.replace(
    /<(br|hr|\/(p|div|li|td|th|tr|h[1-6]|blockquote|pre|table))\b[^>]*>/gi,
    ' $&',
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#')) {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? Number.parseInt(entity.slice(2), 16)
            : Number.parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
