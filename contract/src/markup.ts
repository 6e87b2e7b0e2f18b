const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for HTML or XML, in an element or a quoted attribute: what a customer or an administrator wrote (an address,
 * a tool's name, a slug) cannot become markup. `&#39;` rather than `&apos;`, which HTML 4 readers (mail clients) lack.
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
