import type { OrderStatus } from '@store/contract/order';
import { MEMBER_ROLES } from '@store/contract/company';
import type { Caller } from '../http/auth';
import { listOrders } from '../orders/order-list';
import { companyFor } from './company-access';

/**
 * A page of company `id`'s orders, newest first: every one for its owner and approvers and administrators, a
 * buyer's own for a buyer.
 */
export async function listCompanyOrders(caller: Caller, id: string, query: { status?: OrderStatus; limit: number; cursor?: string }) {
  const { reader } = await companyFor(caller, id, MEMBER_ROLES, 'You are not a member of this company');
  return listOrders({ ...query, companyId: id, uid: reader === 'buyer' ? caller.uid : undefined });
}
