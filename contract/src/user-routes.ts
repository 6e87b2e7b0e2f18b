import { defineRoute as route } from './api-route';

const user = () => import('./user');

/** Accounts and the administrator role. */
export const userRoutes = {
  // /user/admin/:email comes before /user/:email, so "admin" is never read as an email.
  makeAdmin: route({
    method: 'PUT',
    path: '/user/admin/:email',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'conflict'],
    schemas: async () => {
      const { EmailPath, User } = await user();
      return { params: EmailPath, response: User };
    },
  }),
  removeAdmin: route({
    method: 'DELETE',
    path: '/user/admin/:email',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'last-admin', 'conflict'],
    schemas: async () => {
      const { EmailPath, User } = await user();
      return { params: EmailPath, response: User };
    },
  }),
  recordUser: route({
    method: 'PUT',
    path: '/user/:email',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { EmailPath, UpsertUserBody, User } = await user();
      // The body is optional: an empty PUT records the account as it is.
      return { params: EmailPath, body: UpsertUserBody.default({}), response: User };
    },
  }),
  adminStatus: route({
    method: 'GET',
    path: '/admin/:email',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const { EmailPath, AdminStatus } = await user();
      return { params: EmailPath, response: AdminStatus };
    },
  }),
  listUsers: route({
    method: 'GET',
    path: '/user',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { UserListQuery, UserPage } = await user();
      return { query: UserListQuery, response: UserPage };
    },
  }),
  removeUser: route({
    method: 'DELETE',
    path: '/user/:uid',
    access: 'admin',
    status: 204,
    errors: ['not-found', 'last-admin', 'conflict'],
    schemas: async () => ({ params: (await user()).UidPath }),
  }),
} as const;
