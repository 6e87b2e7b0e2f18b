import type { Catalog } from './intl';

// The English catalog's app part, which every English page needs, in this chunk (./catalog.ts loads the other parts).
const app = import.meta.glob<Catalog>('./messages/en.json', { query: '?part=app', import: 'default', eager: true });

export const appPart: Catalog = app['./messages/en.json']!;
