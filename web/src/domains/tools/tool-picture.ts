/**
 * The size every tool's picture is drawn at (its width and height attributes, and its shape): a module of its own,
 * so the pages that show a picture without a card (the product's gallery, the purchase page) load no card.
 */
export const TOOL_PICTURE_WIDTH = 400;
export const TOOL_PICTURE_HEIGHT = 300;
