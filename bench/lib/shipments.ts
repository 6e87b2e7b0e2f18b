import { runDirect } from './direct-run';
import { PROJECT_ID } from './paths';

interface Sweep {
  asked: number;
  changed: number;
  ms: number;
}

export interface ShipmentsResult {
  /** Courier shipments of as many orders created at once, each booked with the courier sandbox. */
  rush: { shipments: number; booked: number; p50Ms: number; p99Ms: number; totalMs: number };
  /** One tracking sweep over the open consignments: nothing changed at the courier, all delivered, then none open. */
  tracking: { consignments: number; booked: number; setupMs: number; unchanged: Sweep; delivered: Sweep; after: Sweep; paidOnce: number; paidTwice: number };
}

/** Another project on the same Firestore emulator: the emulators' tracking clock sweeps only the store's. */
const SHIPMENTS_PROJECT = `${PROJECT_ID}-shipments`;

/** Shipments created at once and the tracking sweep over 1,000 consignments, called in process (bench/tracking-direct.ts). */
export const measureShipments = () =>
  runDirect<ShipmentsResult>('tracking-direct.ts', {
    env: { GCLOUD_PROJECT: SHIPMENTS_PROJECT, FIREBASE_CONFIG: JSON.stringify({ projectId: SHIPMENTS_PROJECT }) },
  });
