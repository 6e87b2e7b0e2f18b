import type { Catalog } from './intl';

// The Bangla catalog's app part, which every Bangla page needs, in this chunk (./catalog.ts loads the other parts).
const app = import.meta.glob<Catalog>('./messages/bn.json', { query: '?part=app', import: 'default', eager: true });

export const appPart: Catalog = app['./messages/bn.json']!;
