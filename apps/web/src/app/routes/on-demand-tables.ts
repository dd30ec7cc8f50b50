import type { RouteObject } from 'react-router';
import { adminFormRoutes } from './admin-form-routes';
import { clientRoutes } from './client-routes';

/**
 * The route tables a filler never visits (form administration, clients, datasources, the admin
 * dashboard and audit log), in a chunk of their own that the router loads on the first
 * navigation under one of their prefixes (`on-demand-routes.ts`). Imported only by `import()`.
 */
export const onDemandRoutes: RouteObject[] = [...adminFormRoutes, ...clientRoutes];
