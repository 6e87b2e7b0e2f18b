import { Router } from 'express';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { suggestTools } from './tool-search';

export const searchRoutes = Router();

serve(searchRoutes, api.suggest, ({ query }) => suggestTools(query.q, query.lang));
