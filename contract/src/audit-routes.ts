import { defineRoute as route } from './api-route';

const audit = () => import('./audit');

/** The audit log of administrators' actions: read by administrators, written only by the actions themselves. */
export const auditRoutes = {
  listAudit: route({
    method: 'GET',
    path: '/audit',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { AuditListQuery, AuditPage } = await audit();
      return { query: AuditListQuery, response: AuditPage };
    },
  }),
} as const;
