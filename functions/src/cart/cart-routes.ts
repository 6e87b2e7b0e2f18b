import { Router } from 'express';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { getCart, removeCartLine, setCartLine } from './cart-store';

export const cartRoutes = Router();

serve(cartRoutes, api.getCart, ({ caller }) => getCart(caller.uid));

serve(cartRoutes, api.setCartLine, ({ caller, params, body }) => setCartLine(caller.uid, params.toolId, body.quantity));

serve(cartRoutes, api.removeCartLine, ({ caller, params }) => removeCartLine(caller.uid, params.toolId));
