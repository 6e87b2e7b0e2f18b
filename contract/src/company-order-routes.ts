import { defineRoute as route } from './api-route';

const account = () => import('./company');
const order = () => import('./order');
const common = () => import('./common');

/** A company's orders: the account orders' approval, the statement, the company's orders and its payments. */
export const companyOrderRoutes = {
  getStatement: route({
    method: 'GET',
    path: '/companies/:id/statement',
    access: 'signed-in',
    status: 200,
    producesOnRequest: 'text/csv',
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ StatementQuery, Statement }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, query: StatementQuery, response: Statement };
    },
  }),
  listCompanyOrders: route({
    method: 'GET',
    path: '/companies/:id/orders',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ CompanyOrderListQuery }, { OrderPage }, { DocPath }] = await Promise.all([account(), order(), common()]);
      return { params: DocPath, query: CompanyOrderListQuery, response: OrderPage };
    },
  }),
  recordCompanyPayment: route({
    method: 'POST',
    path: '/companies/:id/payments',
    access: 'admin',
    status: 201,
    // overpayment: more than the company owes.
    errors: ['not-found', 'overpayment', 'invalid-transition'],
    schemas: async () => {
      const [{ CompanyPaymentBody, CompanyPayment }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, body: CompanyPaymentBody, response: CompanyPayment };
    },
  }),
  decideApproval: route({
    method: 'POST',
    path: '/orders/:id/approval',
    access: 'signed-in',
    status: 200,
    // permission-denied: not an owner or approver of the order's company (a buyer never approves, even their own).
    errors: ['permission-denied', 'not-found', 'invalid-transition', 'insufficient-stock', 'credit-limit', 'credit-hold'],
    schemas: async () => {
      const [{ ApprovalBody }, { Order }, { DocPath }] = await Promise.all([account(), order(), common()]);
      return { params: DocPath, body: ApprovalBody, response: Order };
    },
  }),
} as const;
