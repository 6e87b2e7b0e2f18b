import { Timestamp } from 'firebase-admin/firestore';
import type { Order, OrderStatus } from '@store/contract/order';

export interface OrderDocument {
  uid: string;
  email: string;
  toolId: string;
  toolname: string;
  unitPrice: number;
  quantity: number;
  total: number;
  address: string;
  phone: string;
  status: OrderStatus;
  idempotencyKey: string;
  /** Hash of the request body, so a reused Idempotency-Key with another body is refused. */
  requestHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export function toOrder(id: string, doc: OrderDocument): Order {
  return {
    id,
    uid: doc.uid,
    email: doc.email,
    toolId: doc.toolId,
    toolname: doc.toolname,
    unitPrice: doc.unitPrice,
    quantity: doc.quantity,
    total: doc.total,
    address: doc.address,
    phone: doc.phone,
    status: doc.status,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
