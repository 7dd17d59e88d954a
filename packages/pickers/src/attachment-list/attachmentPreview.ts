import { fileSuffix } from '../upload/uploadRules';

/** How a file can be shown inside the page: an image, a PDF, or not at all (it is downloaded). */
export type PreviewKind = 'image' | 'pdf';

// Formats every current browser draws by itself; office files need a viewer service.
const IMAGE_SUFFIXES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg']);

/** The inline preview a file name allows, or undefined when it can only be downloaded. */
export function previewKindOf(fileName: string): PreviewKind | undefined {
  const suffix = fileSuffix(fileName);
  if (IMAGE_SUFFIXES.has(suffix)) return 'image';
  if (suffix === 'pdf') return 'pdf';
  return undefined;
}
