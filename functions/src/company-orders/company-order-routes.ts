import { Router } from 'express';
import { api } from '@store/contract/routes';
import { sendCsv } from '../http/csv-download';
import { answerReplay, serve } from '../http/serve';
import { decideApproval } from './approval';
import { listCompanyOrders } from './company-orders';
import { recordCompanyPayment } from './company-payment';
import { getStatement, statementCsv, statementFileName } from './statement';

/** The orders of trade accounts: their approval, the company's statement and orders, and the payments of a company. */
export const companyOrderRoutes = Router();

serve(companyOrderRoutes, api.getStatement, async ({ caller, params, query }, res) => {
  const statement = await getStatement(caller, params.id);
  // The CSV download ends the reply itself; what the handler gives back is then left unsent.
  if (query.format === 'csv') await sendCsv(res, statementFileName(statement), statementCsv(statement));
  return statement;
});

serve(companyOrderRoutes, api.listCompanyOrders, ({ caller, params, query }) => listCompanyOrders(caller, params.id, query));

serve(companyOrderRoutes, api.recordCompanyPayment, async ({ caller, params, body }, res) => {
  const { payment, replayed } = await recordCompanyPayment(caller, params.id, body);
  if (replayed) answerReplay(res, 200);
  return payment;
});

serve(companyOrderRoutes, api.decideApproval, ({ caller, params, body }) => decideApproval(caller, params.id, body));
