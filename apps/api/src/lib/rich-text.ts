import sanitizeHtml from 'sanitize-html';
import { richTextHtml } from '@kurye/contracts/rich-text';

/** The formatting an announcement may carry; everything else (scripts, styles, event handlers, images) is dropped. */
const ANNOUNCEMENT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

/** A course step: the announcement's formatting plus images by http(s) address (the document store's links). */
const COURSE_STEP: sanitizeHtml.IOptions = {
  ...ANNOUNCEMENT,
  allowedTags: [...(ANNOUNCEMENT.allowedTags as string[]), 'img'],
  allowedAttributes: { ...ANNOUNCEMENT.allowedAttributes, img: ['src', 'alt', 'width', 'height'] },
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An image whose address was refused (javascript:, data:) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitised announcement HTML. Plain text (no tags) keeps its line breaks as paragraphs. */
export const sanitizeAnnouncement = (input: string) => sanitizeRichText(input, ANNOUNCEMENT);
/** Sanitised HTML of a course step of the academy (images allowed). */
export const sanitizeCourseStep = (input: string) => sanitizeRichText(input, COURSE_STEP);

function sanitizeRichText(input: string, options: sanitizeHtml.IOptions): string {
  return sanitizeHtml(richTextHtml(input), options).trim();
}

/** The visible text of sanitised HTML (for emptiness checks and search). */
export const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
