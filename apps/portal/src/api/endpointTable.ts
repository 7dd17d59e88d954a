import type { Contract, Endpoint } from '@ccms/api-client';
import { endpointRoutes } from './endpointRoutes';

/** Every endpoint's method and path, by area and name (no zod schemas). */
export const endpointTable = endpointRoutes;

/** The method and path of one endpoint (as the contract declares it, e.g. for an `<img src>`). */
export function routeOf<A extends keyof Contract>(
  area: A,
  name: Extract<keyof Contract[A], string>,
): Endpoint {
  const route = endpointRoutes[area]?.[name];
  if (!route) throw new Error(`No endpoint ${area}.${name}`);
  return route as Endpoint;
}
