import { contract, type HttpMethod } from '@ccms/api-client';

/** What the portal's request layer needs of an endpoint: where it is and how it is called. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

export type EndpointRoutes = Record<string, Record<string, EndpointRoute>>;

/** Method and path of every endpoint of a contract, by area and name. */
function routesOf(endpoints: EndpointRoutes): EndpointRoutes {
  return Object.fromEntries(
    Object.entries(endpoints).map(([area, declared]) => [
      area,
      Object.fromEntries(
        Object.entries(declared).map(([name, { method, path }]) => [name, { method, path }]),
      ),
    ]),
  );
}

/**
 * Every endpoint's method and path. The production build replaces this module with the table
 * itself (see endpointTable in vite.config.ts), so the pages do not load the contract's zod
 * schemas just to call the server.
 */
export const endpointRoutes: EndpointRoutes = routesOf(contract);
