/** A tool's product page (/tools/:slug); the page finds a tool by its id too. */
export const toolPagePath = (idOrSlug: string) => `/tools/${encodeURIComponent(idOrSlug)}`;
