import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route, as the route registry keeps it. */
export interface TRegisteredRoute {
  method: string;
  /** The full path with its parameters, e.g. `/api/client/:id/info`. */
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (HEAD twins left out), in registration order. */
    registeredRoutes: TRegisteredRoute[];
  }
}

/**
 * Records every route as it is added, so checks that must cover all routes (the cross-tenant
 * test, the contract test) enumerate them instead of relying on someone adding each new one.
 * Registered before any route: onRoute only sees routes added after it.
 */
export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: TRegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
