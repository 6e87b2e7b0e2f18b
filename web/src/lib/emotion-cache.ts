import createCache from '@emotion/cache';

/**
 * Emotion's cache under one key on both sides: the server names its style tags `css`, and the browser's cache,
 * made with the same key, adopts them from the <head> instead of inserting them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
