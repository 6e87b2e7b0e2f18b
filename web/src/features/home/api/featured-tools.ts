import { useQuery } from '@tanstack/react-query';
import { toolPageQuery } from '../../../domains/tools/api/tools';

/** How many tools Home shows. */
export const FEATURED_COUNT = 6;

/** The newest tools, for Home. */
export const featuredToolsQuery = () => toolPageQuery({ sort: 'newest', limit: FEATURED_COUNT });

export const useFeaturedTools = () => useQuery(featuredToolsQuery());
