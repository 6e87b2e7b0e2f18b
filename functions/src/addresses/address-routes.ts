import { Router } from 'express';
import { api } from '@store/contract/routes';
import { answerReplay, serve } from '../http/serve';
import { addAddress, deleteAddress, editAddress, listAddresses } from './address-store';

export const addressRoutes = Router();

serve(addressRoutes, api.listAddresses, ({ caller }) => listAddresses(caller.uid));

serve(addressRoutes, api.addAddress, async ({ caller, body }, reply) => {
  const { added, ...book } = await addAddress(caller.uid, body);
  if (!added) answerReplay(reply, 200);
  return book;
});

serve(addressRoutes, api.editAddress, ({ caller, params, body }) => editAddress(caller.uid, params.id, body));

serve(addressRoutes, api.deleteAddress, ({ caller, params }) => deleteAddress(caller.uid, params.id));
