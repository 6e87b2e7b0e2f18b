/**
 * Adds BENCH_REVIEWS reviews to the bench's product page through the store's API, by as many new customers:
 * a popular tool has many, and its page must stay quick however many. bench/measure.ts runs it in a process of
 * its own for each build it measures, pointed at that build's emulators (HOSTING_PORT and the emulator hosts), and
 * reads the review count it prints as JSON on its last line.
 */
import { api, routeUrl } from '@store/contract/routes';
import { createUsers, inBatches } from './lib/emulator-admin';
import { HOSTING } from './lib/paths';
import { PRODUCT_PAGE } from './lib/report';

const count = Number(process.env.BENCH_REVIEWS ?? 30);
const reviewers = await createUsers(count, 'reviewer');
const toolUrl = `${HOSTING}${routeUrl(api.getTool, { idOrSlug: PRODUCT_PAGE.split('/').pop()! })}`;
const tool = (await (await fetch(toolUrl)).json()) as { id: string; ratingCount: number };
await inBatches(reviewers, 5, async (reviewer, index) => {
  const res = await fetch(`${HOSTING}${routeUrl(api.postReview)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reviewer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ toolId: tool.id, rating: 5 - (index % 3), review: `Review ${index + 1}: ${'Holds its charge through a full day on site, and the clutch settings are easy to read. '.repeat(3)}` }),
  });
  if (!res.ok) throw new Error(`POST /api/review answered ${res.status}: ${await res.text()}`);
});
// The tool's count as the store now answers it (its rating is updated with each review).
const after = (await (await fetch(toolUrl)).json()) as { ratingCount: number };
console.log(JSON.stringify({ reviews: after.ratingCount }));
